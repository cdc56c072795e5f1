"""A threat named only as the cause of something else, right after "because of", "due to the"
or "owing to", is a disruption told, no threat where the teller is (session 39, round danger;
lexicon ``danger.benign``'s phrases before a term): "I didn't go for my run because of the
smoke", "the café's down to one barista because of the fires". The labelled sets never read
one as a threat. Controls: the act the threat forces keeps its own term ("Ana is evacuated
because of the fire"), and a threat named as a subject stays.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_threat_named_as_a_cause_is_none(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("I didn't go for my run because of the smoke; I helped in the kitchen instead.",
              "Isaiah"),
             ("Still waiting on my coffee; the café's down to one barista because of the fires.",
              "Fiona"),
             ("Ana skipped the hike due to the storm.", "Ana"),
             ("The market closed early owing to the floods.", "Ana")]
    assert failing_cases(one_case, cases) == []


def test_a_threat_that_acts_stays(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [("Ana is evacuated because of the fire.", "Ana"),
             ("The fire is spreading towards Ana's house because of the wind.", "Ana"),
             ("Smoke is pouring under Ana's door.", "Ana")]
    assert failing_cases(one_case, cases) == []
