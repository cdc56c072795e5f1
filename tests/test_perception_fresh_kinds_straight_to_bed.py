"""Going straight to bed, with nothing else done first, is sleep; a plain "go to bed" stays
rest, a plan to go straight to bed is ahead and a denial of it is no sleep."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

WHO = [("Marta", "Marta", "s", "went"), ("You", "Marta", "", "went"), ("I", "Marta", "", "went")]
BEFORE = ["put the dinner in the fridge untouched and", "skipped the party and", "",
          "came off the night shift and"]
PHRASES = ["{went} straight to bed", "{went} straight up to bed", "headed straight to bed"]


def _events(lex, text, observer):
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "sleep"]


def test_straight_to_bed_is_sleep(lex) -> None:
    def one_case(who, before, phrase):
        subject, observer, _s, went = who
        text = f"{subject} {before} {phrase.format(went=went)}.".replace("  ", " ")
        assert any(e.is_actual_self for e in _events(lex, text, observer)), text

    cases = list(itertools.product(WHO, BEFORE, PHRASES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", WHO)
def test_a_plan_or_a_denial_is_no_sleep(lex, who):
    subject, observer, _s, _went = who
    for text in (f"{subject} will go straight to bed after the shift.",
                 f"{subject} didn't go straight to bed; the film was too good."):
        assert not any(e.is_actual_self and not e.negated
                       for e in _events(lex, text, observer)), text
