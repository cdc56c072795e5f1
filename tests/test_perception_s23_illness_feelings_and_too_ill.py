"""Two illness classes around "feel sick"/"too ill":

- A feeling verb before "ill at ease" or "sick with" + an emotion ("feels ill at ease at the
  party", "feels sick with nerves before the interview") is unease, no illness: the longer
  exceptions now win over "feel ill"/"feel sick", as "ill at ease" and "sick with worry" alone
  already did. "Feels sick with a fever" stays illness.
- Too ill for something is ill now ("is too ill to go to training", "too sick to eat"): the
  negation cue "too ill to" took the word "ill" and no illness was read; it still denies the
  act after it."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Carys"


def test_a_feeling_is_no_illness(lex) -> None:
    def one_case(text):
        assert "illness" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Carys feels sick with nerves before the interview.",
        "Carys feels ill at ease at the party.",
        "Carys was sick with fear as the plane dropped.",
        "Carys feels sick with worry about the exam results.",
        "Carys feels sick with jealousy when she sees them together.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Carys feels sick with a fever and a sore throat.",
    "Carys feels sick and dizzy on the ferry.",
    "Carys feels ill and goes home early.",
])
def test_a_sickness_felt_stays_illness(lex, text):
    assert "illness" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text, denied", [
    ("Carys is too ill to go to football training tonight.", "exercise"),
    ("Carys is too sick to eat anything.", "eat"),
    ("Carys feels too poorly to go to work.", "work"),
])
def test_too_ill_to_is_ill_and_denies_what_follows(lex, text, denied):
    kinds = actual_kinds(lex, text, OBSERVER)
    assert "illness" in kinds
    assert denied not in kinds


def test_someone_else_too_ill_stays_theirs(lex):
    text = "Carys's son is too ill to go to school, so Carys stays home with him."
    assert "illness" not in actual_kinds(lex, text, OBSERVER)
    assert "illness" in other_kinds(lex, text, OBSERVER)
