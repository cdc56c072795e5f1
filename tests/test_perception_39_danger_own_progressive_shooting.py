"""The observer's own progressive "shooting" is a camera's, a bow's or a film set's work, no
threat to them (session 39, round danger; perception._own_progressive_threat, lexicon
``cues.vocabulary.own_act_threats``): "Munkhbayar is shooting again after a short break",
"Priya, the hired photographer, is shooting the cake-cutting", "Zelda is still shooting at
midnight" (a time after "at"). Controls: the noun ("a shooting outside the bar"), someone else
shooting, the observer shooting at a target named after "at" or "into", "they" read as others.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

from engine.perception import perceive


def test_the_observers_own_shooting_is_no_threat(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("Munkhbayar is shooting again after a short break.", "Munkhbayar"),
             ("Priya, the hired photographer, is shooting the cake-cutting.", "Priya"),
             ("Zelda is still shooting at midnight.", "Zelda"),
             ("Zelda and her crew are still shooting at midnight.", "Zelda"),
             ("I'm shooting the second half of the match from the stands.", "Ana"),
             ("You are just shooting hoops in the yard.", "Ana"),
             ("Ana was shooting the bride and groom on the pier.", "Ana")]
    assert failing_cases(one_case, cases) == []


def test_a_shooting_that_is_no_observers_act_stays_a_threat(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [("There was a shooting outside the bar where Ana works.", "Ana"),
             ("Someone is shooting outside Ana's window!", "Ana")]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_shooting_is_theirs(lex) -> None:
    evs = perceive("Ana hears that a man is shooting at cars on the highway.", lex,
                   observer="Ana")
    assert [(e.kind, e.subject, e.mode) for e in evs if e.kind == "danger"] == [
        ("danger", "other", "actual")]
    assert other_kinds(lex, "They are still shooting at midnight.", "Zelda") == {"danger"}
