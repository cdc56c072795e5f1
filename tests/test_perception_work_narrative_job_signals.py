"""Work recall: signals that a task told in narrative is the observer's job, each
next to the same task at home, as a favour or as a hobby."""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Mara") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


# -- the observer named by a job in an apposition (frames.roles) ------------------------------

def test_an_apposition_naming_the_observers_job_makes_the_task_work(lex) -> None:
    def one_case(text):
        assert worked(lex, text)

    cases = [
        "Mara, the midwife on shift, helps a young mum feed her newborn for the first time.",
        "Mara, the lift attendant, helps skiers onto the chairs all afternoon.",
        "The director yells at the sound recordist while Mara, the boom operator, holds the mic "
        "steady above the actors.",
        "Everyone at table six is tucking into the roast while Mara, their waiter, refills the "
        "water jug.",
        "Mara, one of the caterers, is laying the tables in the wedding marquee @ Ashcombe Manor: "
        "lawn",
    ]
    assert failing_cases(one_case, cases) == []


def test_an_apposition_without_a_held_job_or_with_a_favour_is_no_work(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        # no job named, or a job no longer held
        "Mara, the eldest sister, helps her mum feed the new baby.",
        "Mara, a retired deckhand from the coaster, helps her neighbour into the car.",
        "Mara, the former midwife on the ward, helps a young mum feed her newborn.",
        # someone else's job
        "Mara, the sommelier's sister, refills the water jug.",
        # the job named, but a favour, an own home, or leisure
        "Mara, the sommelier from the hotel, bakes a cake for her nephew's party.",
        "Mara, the midwife on shift, scrubs the tiles in her bathroom.",
        "The kids nap while Mara, one of the caterers, reads a novel.",
    ]
    assert failing_cases(one_case, cases) == []


# -- a workplace named in the observer's clause or a phrase fronted before it ------------------

@pytest.mark.parametrize("text", [
    "Mara turns down the slice of cake and goes back to the quarterly spreadsheet at her desk.",
    "Mara doesn't eat the roll she dropped; she bins it and goes on scrubbing pans in the dish "
    "pit.",
    "On her last day at the mill, Mara oils the spindles.",
    "Between takes on set, Mara re-rigs the lights.",
])
def test_a_task_at_a_workplace_in_the_observers_clause_is_work(lex, text):
    assert worked(lex, text)


def test_a_workplace_outside_the_observers_clause_or_a_task_of_their_own_is_no_work(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        # the place is someone else's clause's, or someone else's
        "Mara sorts the recycling while her husband slurps noodle soup at the counter.",
        "Mara scrubs the pans while two farmhands chat in the barn.",
        # the task is care of oneself, or flight
        "A beam swings past. You throw yourself flat on the factory floor just in time.",
        "Mara rinses her arm at the clinic sink.",
        # not a task
        "You can't sleep in the ward tent for the groans of the wounded.",
        # the same task at home
        "Mara scrubs the pans in her kitchen.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_verb_at_a_workplace_is_work_by_its_place_not_by_an_idiom(lex):
    """"graft" stays no term (it is also surgery), but grafting on a building site is the job."""
    assert worked(lex, "You graft on the building site.")
    assert not worked(lex, "You graft in the garden.")


def test_arriving_at_work_is_no_task_of_it(lex):
    assert not worked(lex, "You badge in at the office.")


# -- a trade object right after the task verb (frames.trade) ----------------------------------

def test_a_trade_object_after_the_verb_makes_the_task_work(lex) -> None:
    def one_case(text):
        assert worked(lex, text)

    cases = [
        "Mara greases the spindles of the mule while the engine thunders.",
        "You hose out the fermentation tanks before the new must comes in.",
        "Mara pipes chocolate ganache onto a tray of pastries.",
        "Mara edits the dailies while the actor sleeps on the sofa behind her.",
        "You scan lift passes at the gondola gate while the skiers shuffle through.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    # a food is no trade object: a buffet has croissants as much as a bakery
    "Mara is filling a plate with croissants and ham at the hotel breakfast buffet.",
    # the same object at home, for someone of one's own, or far from the verb
    "Mara pipes chocolate ganache onto her nephew's birthday cake for her nephew's party.",
    "Mara scrubs the old wine casks in her garden.",
    "Mara reads a novel about a girl who works the looms.",
])
def test_a_trade_object_at_home_as_a_favour_or_far_from_the_verb_is_no_work(lex, text):
    assert not worked(lex, text)
