"""Who did what: a name opening a sentence with a place or origin tail before its verb ("Marlene
at the pub wolfs down a pie", "Dee from accounts falls asleep") is the subject of that verb, as
a noun with such a tail is ("the man at the next table shouts"); the observer gets nothing."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Marlene", "Kofi", "Dee", "Bjorn"]
TAILS = ["at the pub", "in the galley", "from accounts", "by the window", "near the gate"]
ACTS = {"eat": "wolfs down a pie", "drink": "gulps a mug of tea",
        "sleep": "falls asleep in the bunk", "exercise": "does push-ups on the deck",
        "conflict": "argues with the foreman", "illness": "throws up over the rail",
        "injury": "cuts a hand on the sheet metal", "danger": "nearly falls off the scaffold"}
SHAPES = ["{N} {t} {a}.", "Ana waits at the pit gate. {N} {t} {a}.",
          "Ana is on radio watch; {N} {t} {a}.", "Ana ties off the rope; {N} {t}, meanwhile, {a}.",
          "Ana ties off the rope; {N} {t}, as usual, {a}."]
INGS = {"sleep": "sleeping in the bunk", "exercise": "doing push-ups on the deck",
        "conflict": "arguing with the foreman", "eat": "wolfing down a pie"}


def test_a_name_with_a_tail_is_the_subject(lex) -> None:
    def one_case(name, tail, kind, shape):
        assert kind not in actual_kinds(lex, shape.format(N=name, t=tail, a=ACTS[kind]), "Ana")

    cases = (list(itertools.product(NAMES[:2], TAILS, ACTS, SHAPES))
                             + list(itertools.product(NAMES[2:], TAILS[:2], ACTS, SHAPES[:1])))
    assert failing_cases(one_case, cases) == []


def test_a_status_lines_name_with_a_tail_is_the_subject(lex) -> None:
    def one_case(name, tail, kind):
        text = f"Ana: finishing the weather obs @ met station; {name} {tail} {INGS[kind]} next door"
        assert kind not in actual_kinds(lex, text, "Ana")

    cases = list(itertools.product(NAMES[:2], TAILS, INGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("tail,kind", list(itertools.product(TAILS, ACTS)))
def test_the_observer_with_a_tail_keeps_the_act(lex, tail, kind):
    # negative control: the observer is the one with the tail
    assert kind in actual_kinds(lex, f"Ana {tail} {ACTS[kind]}.", "Ana")


@pytest.mark.parametrize("text,kind", [
    ("Kofi at the bar. I eat a pie.", "eat"),  # a fragment: no verb after the tail
    ("Zumba at the gym leaves me wrecked.", "exercise"),
    ("Kofi at the bar, as usual, I eat a pie.", "eat"),  # the parenthesis before "I"
])
def test_no_subject_name_keeps_the_act(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana")
