"""A blade named beside a task it does, in a sentence that names no one but the observer, is
the worker's tool, no threat (session 39, round danger; perception._blade_at_task, lexicon
``cues.vocabulary.tool_threats`` and ``blade_tasks``): "Eilidh is gutting haddock on the quay,
knife flashing", "six hours gutting haddock and cod - knife, basket, hose, repeat". Controls:
a blade with no task ("a man with a knife steps out of the alley"), and one waved by someone
else while the observer works ("her ex waves a knife at her").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_blade_at_the_observers_task_is_a_tool(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("Eilidh is gutting haddock on the quay, knife flashing, gulls screaming.",
              "Eilidh"),
             ("I spent six hours gutting haddock and cod on the deck - knife, basket, hose, "
              "repeat.", "Kwame"),
             ("Ana fillets the salmon, her knife quick and sure.", "Ana"),
             ("You are dicing carrots with the big cleaver.", "Ana")]
    assert failing_cases(one_case, cases) == []


def test_a_blade_with_no_task_or_in_another_hand_stays(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [("A man with a knife steps out of the alley.", "Ana"),
             ("Ana chops the onions as her ex waves a knife at her.", "Ana")]
    assert failing_cases(one_case, cases) == []
