"""Session 9: a status record's ``action :`` field that opens with a bare work verb and its
object ("action: haul ice-core boxes 2 km back to station | agent: Emeka | temp: -31 C") names
what the agent does, as an ``-ing`` verb there does, with or without a place field. Only the
work kind's own verbs count (``status_activity.bare_verbs``: the kind's one-word verbs and the
frames' trade verbs), so a noun opening the field ("folk dancing", "night shift") is read as
before."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

ACTIONS = ["haul ice-core boxes back to station", "inspect the drill rig",
           "calibrate the weather mast", "service the snowmobiles", "stack the fuel drums",
           "load the supply sledge"]
SHAPES = ["action: {a} | agent: Emeka | temp: -31 C",
          "agent: Emeka | action: {a} | place: Halley base",
          "Log 14 | agent: Emeka | action: {a}",
          "agent: Emeka | action: {a}, into headwind | wind: 40 kn"]


def test_a_bare_work_verb_opening_the_action_field_is_work(lex) -> None:
    def one_case(shape, action):
        assert actual_kinds(lex, shape.format(a=action), "Emeka") == {"work"}

    cases = list(product(SHAPES, ACTIONS))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_record_is_not_the_observers(lex) -> None:
    """Negative controls: the agent is someone else."""
    def one_case(shape, action):
        text = shape.format(a=action).replace("Emeka", "Tomas")
        assert "work" not in actual_kinds(lex, text, "Emeka")

    cases = list(product(SHAPES, ACTIONS[:3]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("action", [
    "folk dancing with the Tuesday group", "sleep", "none", "shore leave", "free time",
    "clean the kitchen | place: home", "stand by", "wait for the plane",
])
def test_a_noun_leisure_or_home_chore_in_the_action_field_is_no_work(lex, action):
    """Negative controls: no work verb, a leisure verb, or a chore at home."""
    assert "work" not in actual_kinds(lex, f"agent: Emeka | action: {action}", "Emeka")
