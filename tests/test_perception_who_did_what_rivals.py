"""Session 10, round 2: who did what, when only someone else does it (a second leak probe).

A probe of 1,584 sentences in the handed set's styles, where only someone else eats, drinks,
sleeps, rests, works, exercises, socialises, quarrels, falls ill, gets hurt or is in danger,
found these classes of leaks (a self event for someone else's doing), fixed here:

* a he/she opening a clause ("while", "as", "until", "but", a colon...) after "Obs verb Other"
  ("Kofi texts Kemi while she eats", "waits next to Kemi as she eats"): with the observer's
  gender unknown it may mean either, and it is taken as the other person
  (:func:`engine.perception._rival_antecedent`, ``subjects.rival_openers``);
* a name after a place word read as a place ("looks over at Kemi", "reads to Kemi", "a photo
  of Kemi eating", "hands the plate to Kemi", "while inside Kemi eats"): after a word that
  takes a person, a handing verb, or before a finite action of its own, it is someone
  (:func:`engine.perception._person_after`, ``subjects.person_after``);
* a number before a plural the lexicon knows as something else, right before an action ("by
  the fence two hands are arguing", the tuning set's r69-036): a group of people
  (:func:`engine.perception._counted_group`).

Controls: the observer's own doing with nobody else named, with a group or an author named
("Rosa's friends chat while she works", "listens to 'Fever' by Peggy Lee while she restocks"),
a name after a place word that is a place ("goes to Lisbon", "is at Tesco"), and a number
before a length or a held thing ("trains for three hours", "holds the mug in two hands").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

# (observer, someone else, the other's he/she)
PAIRS = [("Kofi", "Kemi", "she"), ("Mira", "Milo", "he"), ("Caio", "Juno", "she"),
         ("Lena", "Leo", "he"), ("Noor", "Nabil", "he")]

# kind -> (third person singular, -ing form) of someone else's doing
DOINGS = {
    "eat": ("eats a bowl of noodles", "eating a bowl of noodles"),
    "drink": ("gulps down a glass of water", "gulping down a glass of water"),
    "sleep": ("dozes off in the armchair", "dozing off in the armchair"),
    "rest": ("lounges on the sofa", "lounging on the sofa"),
    "work": ("files the quarterly reports", "filing the quarterly reports"),
    "exercise": ("jogs around the park", "jogging around the park"),
    "conflict": ("argues with the landlord", "arguing with the landlord"),
    "illness": ("throws up in the bathroom", "throwing up in the bathroom"),
    "injury": ("sprains a wrist on the stairs", "spraining a wrist on the stairs"),
    "danger": ("is nearly hit by a bus", "getting nearly hit by a bus"),
}


def grid(templates: list[str]) -> list[tuple[str, str, str]]:
    """``(observer, kind, text)`` for every template and doing, the pairs taken in turn."""
    return [(obs, kind, t.format(O=obs, o=o, he=he, v3=DOINGS[kind][0], ing=DOINGS[kind][1]))
            for (t, kind), (obs, o, he) in zip(itertools.product(templates, DOINGS),
                                                itertools.cycle(PAIRS))]


def leaks(lex, cases: list[tuple[str, str, str]]) -> list[str]:
    """The texts of ``(observer, kind, text)`` cases whose kind is the observer's own."""
    return [t for obs, kind, t in cases if kind in actual_kinds(lex, t, obs)]


def misses(lex, cases: list[tuple[str, str, str]]) -> list[str]:
    return [t for obs, kind, t in cases if kind not in actual_kinds(lex, t, obs)]


RIVALS = ["{O} texts {o} while {he} {v3}.", "{O} waits next to {o} as {he} {v3}.",
          "{O} tells {o} a joke while {he} {v3}.", "{O} keeps {o} company while {he} {v3}.",
          "{O} sits beside {o} until {he} {v3}.", "{O} waves at {o}, but {he} {v3}.",
          "{O} looks over at {o}: {he} {v3}.", "{O} calls {o} while {he} {v3}.",
          "{O} is waiting @ hall; {o} is near the door as {he} {v3}",
          "{O} phones {o} when {he} {v3}."]


def test_a_pronoun_after_obs_verb_other_is_the_others(lex):
    cases = grid(RIVALS)
    assert len(cases) == 100
    assert leaks(lex, cases) == []
    # the events are still there, someone else's
    assert all(perceive(t, lex, observer=obs) for obs, _, t in cases)


OWN = ["{O} {v3} while {he} hums.", "{O} waits, and then {he} {v3}.",
       "{O}'s friends chat at the next table while {he} {v3}.",
       "{O} listens to 'Fever' by Peggy Lee while {he} {v3}."]


OWN_PRONOUN = {"Kofi": "he", "Mira": "she", "Caio": "he", "Lena": "she", "Noor": "she"}


def test_the_observer_with_no_single_rival_keeps_the_pronoun(lex):
    """With nobody else named, a group ("friends") or an author after "by", the pronoun is
    the observer's (the labelled sets' "Rosa's friends chat ... while she works")."""
    cases = [(obs, kind, t.format(O=obs, he=OWN_PRONOUN[obs], v3=DOINGS[kind][0]))
             for (t, kind), (obs, _, _) in zip(itertools.product(OWN, DOINGS),
                                               itertools.cycle(PAIRS))]
    assert len(cases) == 40
    assert misses(lex, cases) == []


def test_a_fixed_observer_gender_keeps_the_pronoun(lex):
    """"Kofi hangs up his coat and texts his boss while he eats": the text says the
    observer is a man and the rival's gender is unknown, so the pronoun is his."""
    text = "Kofi hangs up his coat and texts his boss while he eats a bowl of noodles."
    assert "eat" in actual_kinds(lex, text, "Kofi")


NAMED = ["{O} reads to {o} until {he} {v3}.", "{O} smiles at {o}, who {v3}.",
         "{O} scrolls past a photo of {o} {ing}.", "{O} watches a video of {o} {ing}.",
         "{O} looks at a picture of {o} {ing}.", "{O} glances over at {o}: {he} {v3}.",
         "{O} nods to {o} as {he} {v3}.", "{O} sings to {o} while {he} {v3}.",
         "{O} hands the plate to {o}, and {he} {v3}.", "{O} waits outside while inside {o} {v3}."]


def test_a_name_after_a_word_taking_a_person_is_someone(lex):
    """(A danger seen in a photo is left: "a photo of Nabil getting nearly hit by a bus" is
    still read as the observer's situation.)"""
    cases = [c for c in grid(NAMED) if c[1] != "danger"]
    assert len(cases) == 90
    assert leaks(lex, cases) == []


PLACES = ["{O} {v3} on the way to Lisbon.", "{O} {v3} at Tesco.",
          "{O} {v3} in a photo booth at Waterloo."]


def test_a_place_after_a_place_word_is_still_a_place(lex):
    cases = [(obs, kind, t.format(O=obs, v3=DOINGS[kind][0]))
             for (t, kind), (obs, _, _) in zip(itertools.product(PLACES, DOINGS),
                                               itertools.cycle(PAIRS))
             if kind != "danger"]
    assert len(cases) == 27
    assert misses(lex, cases) == []


GROUP_DOINGS = {"eat": "eat sandwiches", "drink": "drink beer", "sleep": "sleep in the shade",
                "exercise": "jog laps", "conflict": "are arguing over whose turn it is",
                "injury": "sprain their ankles"}
# (left: an ailment or a danger after such a group, "two hands throw up", "two hands are nearly
# hit by a truck", is still the observer's, as after "two farmhands": the experiencer and
# situation rules read a noun phrase before an ailment as the ailment's head)
GROUPS = ["{O} is branding calves @ ranch corral; by the fence {num} hands {v}",
          "{O} is coiling ropes @ harbour; on the quay {num} hands {v}",
          "{O} coils a rope while {num} hands {v}."]


def test_a_number_before_a_known_plural_and_an_action_is_a_group(lex):
    """The tuning set's r69-036: "by the fence two hands are arguing" is the farmhands'."""
    cases = [(obs, kind, t.format(O=obs, num=num, v=v))
             for (t, num, (kind, v)), (obs, _, _) in zip(
                 itertools.product(GROUPS, ("two", "three", "several"), GROUP_DOINGS.items()),
                 itertools.cycle(PAIRS))]
    assert len(cases) == 54
    assert leaks(lex, cases) == []


def test_a_number_before_a_length_or_a_held_thing_is_no_group(lex):
    own = [("Ravi", "exercise", "Ravi trains for three hours at the climbing gym."),
           ("Hana", "work", "I spent six hours pouring concrete for the foundations."),
           ("Kofi", "drink", "Kofi holds the mug in two hands and drinks his tea."),
           ("Lena", "exercise", "Lena does two sets of squats at the gym.")]
    assert misses(lex, own) == []
