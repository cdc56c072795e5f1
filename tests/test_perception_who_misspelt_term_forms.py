"""The verb forms of a misspelt term that are more often a slip of a real verb ("fiting",
"fited": fitting and fitted, from conflict's "fite") name no fight; the misspelt noun itself
("got in a fite with a trader") is still one."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Farid"


def test_fitting_typed_with_one_t_is_no_fight(lex):
    cases = [f"{s} {v} {o}." for s, v, o in itertools.product(
        ["Farid", "I", "Farid and Omar"], ["is fiting", "are fiting", "fited", "was fiting"],
        ["the new shelves", "the tyres", "a carpet", "the kitchen units"])]
    assert [t for t in cases if "conflict" in actual_kinds(lex, t, OBSERVER)] == []


def test_the_misspelt_noun_is_still_a_fight(lex):
    for text in ["Farid got in a fite with a trader.", "Farid had a fite with his brother.",
                 "I got into a fite at the market."]:
        assert "conflict" in actual_kinds(lex, text, OBSERVER), text
