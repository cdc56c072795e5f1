"""Work recall: narrative work told by what the task is (a trade's verb, a meal
given up for it, a status line's named place), each next to the same shape that is leisure, a
chore, a favour or someone else's work."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Amina") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


# -- a trade's verb done to an object is the job (frames.trade_verbs) -------------------------

_SUBJECTS = [("Amina", "s"), ("You", ""), ("I", "ed")]
_TRADE = [  # (base, object): the verbs of clinics, workshops, farms, newsrooms, exam halls
    ("vaccinate", "a line of children"),
    ("suture", "the gash on the boy's scalp"),
    ("triage", "the new arrivals at the gate"),
    ("calibrate", "the docking cameras"),
    ("weld", "the hull plates"),
    ("solder", "the loose connectors"),
    ("prune", "the old vines along the terrace"),
    ("plough", "the lower field"),
    ("shear", "the last of the ewes"),
    ("proofread", "the sports pages"),
    ("transcribe", "the interview"),
    ("draft", "the story"),
    ("invigilate", "the maths exam"),
    ("prescribe", "antibiotics for the boy"),
    ("arrest", "the shoplifter"),
    ("upholster", "the hotel's armchairs"),
]


def _form(base: str, ending: str) -> str:
    if ending == "s":
        return base + ("es" if base.endswith(("sh", "ch")) else "s")
    if ending == "ed":
        if base.endswith("e"):
            return base + "d"
        return base + "ed"
    return base


def test_a_trade_verb_done_to_an_object_is_the_job(lex) -> None:
    def one_case(subject, base, obj):
        ending = dict(_SUBJECTS)[subject]
        assert worked(lex, f"{subject} {_form(base, ending)} {obj}.")

    cases = [
        (s, b, o) for (s, _), (b, o) in itertools.product(_SUBJECTS, _TRADE)]
    assert failing_cases(one_case, cases) == []


def test_a_trade_verb_on_ones_own_or_without_an_object_is_no_work(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        # the object is the doer's own, at home, or a favour
        "Amina prunes her roses.",
        "Amina prunes the roses in her garden.",
        "Amina prunes the hedge for her mother's party.",
        "Amina drafts her own will.",
        "Amina prescribes herself a week off.",
        # no object
        "Amina prunes.",
        "Amina drafts nothing all morning.",
        # a plan, an intention, someone else
        "Amina will vaccinate the children tomorrow.",
        "Amina wants to prune the vines.",
        "The nurse vaccinates Amina.",
        "Amina watches while the nurse vaccinates the children.",
        # a verb homes share is no trade verb
        "Amina stitches a cushion cover.",
        "Amina paints the fence.",
    ]
    assert failing_cases(one_case, cases) == []


# -- a street in a place's name is its address, not the place ---------------------------------

def test_a_street_inside_a_places_name_does_not_make_it_public(lex) -> None:
    def one_case(verb, place):
        assert worked(lex, f"Amina is {verb} @ {place}")

    cases = list(itertools.product(
        ["frying dumplings", "counting out tablets", "restacking the crates"],
        ["Canal Street night market: stall 14", "Market Street pharmacy: counter",
         "Mill Lane bakery", "Old Road depot: bay 2"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("place", [
    "Elm Street", "Canal Street: stall 14", "Park bench", "Riverside Car Park: level 2",
    "Amina's flat: kitchen", "Elm Street: Park bench",
])
def test_a_street_or_a_home_as_the_place_itself_is_no_work(lex, place):
    assert not worked(lex, f"Amina is frying dumplings @ {place}")


# -- handing out, signing off: a not_verb that a particle makes a task (task_phrases) ----------

def test_handing_out_in_a_status_line_is_the_job(lex) -> None:
    def one_case(subject, verb, obj, place):
        assert worked(lex, f"{subject} {verb} {obj} @ {place}")

    cases = ([
        (s, v, o, p) for s, v, o, p in itertools.product(
            ["Amina"], ["hands out", "dishes out", "doles out"],
            ["stickers to the children", "blankets"],
            ["ski school: meeting point", "Camp Hope: distribution point"])] + [
        ("Amina", "signs off on", "the headline", "Daily Courier newsroom: editor's office")])
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Amina hands out call sheets while the lead actor does sit-ups.",
    "You've been handing out stickers and wiping noses since nine.",
])
def test_handing_out_takes_a_frame_in_a_story(lex, text):
    assert worked(lex, text)


@pytest.mark.parametrize("text", [
    "Amina hands the salt to her brother @ Canal Street: stall 14",
    "Amina hands over her ticket @ ski school: meeting point",
    "Amina signs her name in the visitors' book @ ski school: meeting point",
    "Amina hands out sweets at her son's party.",
    "Amina passes out @ ski school: meeting point",
])
def test_handing_over_or_without_the_particle_stays_no_task(lex, text):
    assert not worked(lex, text)


# -- "too busy" before the -ing verb; the -ing half of a hyphenated compound -------------------

def test_a_status_lines_verb_after_busy_or_in_a_compound_is_the_activity(lex) -> None:
    def one_case(lead, verb):
        assert worked(lex, f"{lead} {verb} @ Port of Eastmere: reefer stack")

    cases = list(itertools.product(
        ["Amina is", "Amina is still", "Amina is too busy", "Amina is busy"],
        ["unloading the trailer", "bottle-feeding the calf", "fact-checking the quote",
         "hand-rearing the lambs"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Amina is too tired @ Port of Eastmere: reefer stack",
    "Amina is half-asleep @ Port of Eastmere: reefer stack",
    "Amina is too busy reading @ Port of Eastmere: reefer stack",
    "Amina is spoon-feeding her baby @ her flat: kitchen",
    "Amina is well-known @ Port of Eastmere: reefer stack",
])
def test_busy_or_a_compound_before_no_task_is_no_work(lex, text):
    assert not worked(lex, text)


@pytest.mark.parametrize("text", [
    "Amina is too busy shaping two hundred loaves for the market.",
    "Amina is hand-rearing forty lambs for the estate.",
])
def test_busy_or_a_compound_in_a_story_is_judged_by_its_frame(lex, text):
    assert worked(lex, text)


# -- what a meal is given up for is the task (frames.forgone + "to" or "and") ------------------

def test_a_task_a_meal_was_given_up_for_is_the_job(lex) -> None:
    def one_case(meal, task):
        assert worked(lex, f"Amina {meal} {task}.")

    cases = list(itertools.product(
        ["skipped lunch", "skipped breakfast", "missed lunch"],
        ["to finish extracting the honey", "to chase the hospital story",
         "to restack the crates", "and kept answering the phones", "and restacked the crates"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Amina skipped breakfast to catch the early ferry.",
    "Amina skipped lunch to go to the gym.",
    "Amina skipped lunch to watch the match.",
    "Amina skipped lunch to the canteen's dismay.",
    "Amina skipped lunch and read a novel.",
    "Amina skipped lunch and went for a run.",
    "Amina ate lunch to finish the honey.",
])
def test_a_meal_given_up_for_leisure_or_travel_is_no_work(lex, text):
    assert not worked(lex, text)


# -- a status line's second verb after a leisure verb -----------------------------------------

@pytest.mark.parametrize("first,second", list(itertools.product(
    ["sharpens the knives", "sips her coffee", "reads the memo"],
    ["restacks the empty crates", "keeps gutting the mackerel", "labels the trays"])))
def test_the_task_after_a_leisure_verb_in_a_status_line_is_the_job(lex, first, second):
    expected = first != "sips her coffee"  # a drink told first is the line's event
    assert worked(lex, f"Amina {first} and {second} @ fish market: aisle 3") is expected


@pytest.mark.parametrize("text", [
    "Amina sharpens the knives and reads the paper @ fish market: aisle 3",
    "Amina sharpens the knives and restacks the crates @ her flat: kitchen",
    "Amina sharpens the knives and the cleavers @ fish market: aisle 3",
    "Amina reads the memo and keeps glancing at the clock @ fish market: aisle 3",
])
def test_a_second_leisure_verb_or_a_home_is_no_work(lex, text):
    assert not worked(lex, text)
