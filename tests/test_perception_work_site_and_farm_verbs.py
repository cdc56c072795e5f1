"""A site's, a farm's and a kitchen's task verbs that a household or a hobby hardly uses are
the job when the observer does one to an object away from home: structures erected and
dismantled, fields irrigated and fertilised, ponies unhitched, beans blanched, shanks braised,
a generator refuelled, a tractor towed. At home, on a holiday's caravan, on the doer's own
thing, by someone else, negated or planned they stay no work."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Aleksander"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


TASKS = {
    "Aleksander": ["erects the scaffold", "dismantles the seating stands",
                   "irrigates the lower terraces", "fertilises the barley field",
                   "unhitches the ponies from the wagon", "blanches the beans",
                   "braises the lamb shanks", "marinates forty chicken thighs",
                   "refuels the generator", "tows the broken-down tractor"],
    "You": ["erect the scaffold", "dismantle the seating stands", "irrigate the lower terraces",
            "unhitch the ponies from the wagon", "braise the lamb shanks",
            "refuel the generator"],
}
WHEN = ["", " before the crowds arrive", " at first light"]


def test_a_trades_task_verb_with_an_object_is_the_job(lex):
    texts = [f"{s} {t}{w}." for s, tasks in TASKS.items()
             for t, w in itertools.product(tasks, WHEN)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_home_own_someone_else_negated_or_planned_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Aleksander braises the lamb shanks at home for his family.",
        "Aleksander blanches the beans in his kitchen.",
        "Aleksander refuels his car.",
        "Mira erects the scaffold.",
        "Aleksander doesn't dismantle the seating stands.",
        "Aleksander will refuel the generator tomorrow.",
        "Aleksander watches Mira unhitch the ponies.",
        "Aleksander tows the caravan to the campsite.",
    ]
    assert failing_cases(one_case, cases) == []


STAKES = {"Aleksander": ["hammers the last stake", "hammers the iron stakes"],
          "You": ["hammer the last stake", "hammer the iron stakes"]}
BESIDE = ["beside the stable tent", "behind the horse tent", "near the wardrobe tent"]


def test_a_household_word_past_the_objects_place_is_no_object(lex):
    texts = [f"{s} {t} into the ground {b}." for s, tasks in STAKES.items()
             for t, b in itertools.product(tasks, BESIDE)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Aleksander hammers a nail into the door beside the stairs.",
    "Aleksander hammers the stake into the ground beside his tent.",
    "Mira hammers the last stake into the ground beside the stable tent.",
])
def test_a_household_object_an_own_tent_or_someone_else_is_no_work(lex, text):
    assert not works(lex, text)
