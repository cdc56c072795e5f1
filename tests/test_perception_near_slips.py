"""A near slip or trip ("Ana almost slips on the ice", "nearly trips over the cable", "you
almost lose your footing on the wet deck") is a threat that passed: a danger, no injury and no
denial. "nearly"/"almost" inside the term keeps the negation cue off it; a slip away, a slip of
the mind, a tripped breaker or a stumble on words or onto a find is no footing lost. A heat or
a level read on a scale and still going up ("the marquee is 39 °C and rising") is a threat
building."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

ADVERBS = ["almost", "nearly"]
SUBJECTS = [("Ana", "Ana"), ("You", "Ana"), ("She", "Ana")]
SLIPS = ["slips on the ice", "trips over the cable", "stumbles on the stairs",
         "loses her footing on the wet deck", "loses her balance on the ladder",
         "slipped on the wet floor", "tripped on a tent peg", "skids on the black ice",
         "goes flying over the kerb"]


def test_a_near_slip_is_a_danger_and_no_injury(lex):
    cases = [f"Ana {a} {s}." for a, s in itertools.product(ADVERBS, SLIPS)]
    assert len(cases) == 18
    got = {t: actual_kinds(lex, t, "Ana") for t in cases}
    assert [t for t, k in got.items() if "danger" not in k] == []
    assert [t for t, k in got.items() if "injury" in k] == []


@pytest.mark.parametrize("adverb", ADVERBS)
@pytest.mark.parametrize("calm", ["but she isn't hurt", "but she is fine",
                                  "but she catches the rail"])
def test_a_near_slip_with_no_harm_after_it_keeps_the_danger(lex, adverb, calm):
    got = actual_kinds(lex, f"Ana {adverb} slips on the ice, {calm}.", "Ana")
    assert "danger" in got and "injury" not in got


@pytest.mark.parametrize("adverb", ADVERBS)
def test_your_own_near_slip_is_yours(lex, adverb):
    assert "danger" in actual_kinds(lex, f"You {adverb} lose your footing on the scree.", "Ana")


@pytest.mark.parametrize("adverb", ADVERBS)
@pytest.mark.parametrize("slip", ["slips on the ice", "trips over the cable"])
def test_someone_elses_near_slip_is_not_the_observers(lex, adverb, slip):
    assert "danger" not in actual_kinds(lex, f"Tom {adverb} {slip}.", "Ana")
    assert "danger" not in actual_kinds(
        lex, f"Ana watches Tom {adverb} {slip.replace('s ', ' ', 1)}.", "Ana")


@pytest.mark.parametrize("adverb", ADVERBS)
@pytest.mark.parametrize("text", ["Ana {a} slipped out of the meeting early.",
                                  "It {a} slipped her mind.",
                                  "Ana {a} slips away before the speeches.",
                                  "Ana {a} tripped the breaker.",
                                  "Ana {a} tripped the alarm on the way in.",
                                  "Ana {a} stumbled upon the answer.",
                                  "Ana {a} stumbles over her words in the toast.",
                                  "Ana {a} slips into a doze on the sofa."])
def test_no_footing_lost_is_no_danger(lex, adverb, text):
    assert "danger" not in actual_kinds(lex, text.format(a=adverb), "Ana")


@pytest.mark.parametrize("reading", ["39 °C and rising", "41°C and climbing",
                                     "45 degrees and rising"])
@pytest.mark.parametrize("place", ["The marquee", "The kitchen", "The tent Ana is in"])
def test_heat_still_rising_around_the_observer_is_a_danger(lex, place, reading):
    assert "danger" in actual_kinds(lex, f"{place} is {reading}; Ana feels her vision going grey.",
                                    "Ana")


@pytest.mark.parametrize("depth", ["knee-deep", "waist-deep", "ankle-deep"])
def test_water_deep_and_rising_is_a_danger(lex, depth):
    assert "danger" in actual_kinds(lex, f"The flood water in Ana's street is {depth} and rising.",
                                    "Ana")


@pytest.mark.parametrize("text", ["Prices are high and rising.",
                                  "The bread dough is soft and rising.",
                                  "Ana reads that the team is young and rising.",
                                  "It is 39 °C in the shade and Ana sits by the pool."])
def test_no_reading_still_rising_is_no_danger(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Ana")
