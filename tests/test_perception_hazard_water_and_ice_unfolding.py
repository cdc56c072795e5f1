"""Water and ice that threaten with no threat word (core.yaml ``danger.unfolding``).

* Water over its banks or pouring in ("the dam upstream is about to overflow", "seawater is
  pouring into the engine room") and a wave that soaks or drenches someone are threats;
  water soaking into a sponge or poured into a kettle is none.
* A cornice or ice that breaks or cracks under someone ("a cornice breaks under Yannick's
  skis") is a threat.

Seen in the tuning sets as h69, h91, h93 and h99 lines; the grids widen each shape to
subjects x verbs x places.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def danger(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "danger" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_water_over_its_banks_or_pouring_in_is_a_threat(lex):
    missed = [text for water, where in itertools.product(
        ["The river", "The dam upstream", "The canal"],
        ["overflows into Dara's garden", "overflows next to your tent"])
        if not danger(lex, text := f"{water} {where}.")]
    missed += [text for water in ["the dam upstream", "the river"]
               if not danger(lex, text := f"'Get up to high ground, {water} is about to "
                                          "overflow!' a neighbour shouts to Dara.")]
    missed += [text for water, place in itertools.product(
        ["Seawater is pouring into", "Water is gushing into", "The flood pours into"],
        ["the engine room where Dara works", "your cabin"])
        if not danger(lex, text := f"{water} {place}.")]
    assert missed == []


def test_a_wave_that_soaks_someone_is_a_threat(lex):
    missed = [text for wave, verb in itertools.product(
        ["The wave", "A big wave", "A breaker"], ["soaks Dara to the skin", "drenches you",
                                                  "washes over Dara on the pier"])
        if not danger(lex, text := f"{wave} {verb}.")]
    assert missed == []


def test_water_in_a_sponge_or_a_kettle_is_no_threat(lex):
    fired = [text for text in ["Dara lets the water soak into the sponge.",
                               "You pour water into the kettle.",
                               "The rain soaks Dara's jacket on the washing line.",
                               "Dara lets the beans soak overnight."]
             if danger(lex, text)]
    assert fired == []


def test_ice_or_a_cornice_breaking_under_someone_is_a_threat(lex):
    missed = [text for ground, verb, under in itertools.product(
        ["A cornice", "The ice", "The snowpack"], ["breaks under", "cracks beneath"],
        ["Dara's skis", "your boots"])
        if not danger(lex, text := f"{ground} {verb} {under}.")]
    assert missed == []
