"""Session 23 (leaks): a row the observer only stands beside is someone else's.

Three classes of phrasing reported a fight as the observer's own when another person had it:

* a row's noun in a phrase of the first verb of a relative clause about someone else ("Ana
  treats a man who was hurt in a fight"): the fight is the man's (perception._relative_phrase_noun);
* a row ended by someone who steps in ("Ana breaks up the fight", "intervenes in the scuffle",
  "steps in to stop the brawl"): a bystander ending others' row (conflict.settled);
* a crowd's sides named by "supporters", "hooligans", "the fans" ("separates two brawling
  supporters"): people, so the participle before them is theirs (subjects.person).

The observer's own rows in the same shapes stay theirs.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def test_a_row_in_a_relative_clause_is_its_subjects(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, OBSERVER)
        assert "conflict" in other_kinds(lex, text, OBSERVER)

    cases = [
        "Ana, a nurse, treats a man who was stabbed in a fight.",
        "Ana treats a man who was hurt in a brawl.",
        "Ana stitches up a boxer who lost a tooth in the fight.",
        "Ana treats a man who got hurt in a bar fight.",
        "Ana interviews a woman who was injured during a scuffle.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_row_broken_up_is_no_party(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ana breaks up the brawl.",
        "Ana broke up a fight in the car park.",
        "Ana steps in to stop the fight.",
        "Ana intervenes in the scuffle.",
        "Ana splits up the squabble between the twins.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana separates two brawling supporters.",
    "Ana separates two brawling hooligans outside the stadium.",
    "Ana, a police officer, holds back the fans as they fight outside.",
])
def test_a_crowds_sides_are_people(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)
    assert "conflict" in other_kinds(lex, text, OBSERVER)


def test_the_observers_own_rows_stay(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ana and the man who spilled her drink get into a fight.",
        "Ana starts a fight with Tom.",
        "Ana gets into a fight with two men outside the bar.",
        "Ana has a blazing row with the man who dented her car.",
        "Ana stops fighting with Tom.",
    ]
    assert failing_cases(one_case, cases) == []


def test_fans_as_a_verb_is_no_person(lex):
    assert "eat" in actual_kinds(lex, "Ana fans herself and eats an ice cream.", OBSERVER)
