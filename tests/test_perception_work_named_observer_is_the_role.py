"""The observer named as "the" role, session 21: "Ana is the duty nurse" says who Ana is, so
the role names nobody new and a pronoun after it is still Ana ("Ana is the duty nurse, so she
checks the drips on every bed": the observer's round). Someone else named by the role stays
someone else ("Tom is the nurse, so he checks the drips"), and a role owned by someone ("the
doctor's daughter") is no job of the observer's."""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


@pytest.mark.parametrize("text", [
    "Ana is the duty nurse, so she checks the drips on every bed.",
    "Ana is the cook, and she peels potatoes for the crew.",
    "Ana was the night porter, so she mopped the lobby before dawn.",
])
def test_the_observer_is_the_role(lex, text):
    assert "work" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Tom is the nurse, so he checks the drips on every bed.",
    "Ana is the doctor's daughter and she eats cake.",
    "Ana is the nurse's friend.",
])
def test_someone_else_or_an_owned_role_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, OBSERVER)
