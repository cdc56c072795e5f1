"""Too queasy, too nauseous, too dizzy or too seasick for something is ill now, and the thing is
not done.

Session 34, round fresh164 (a sled-dog race): "too nauseous to" and "too dizzy to" were
negation cues that denied their own ailment, so nothing was read; "too queasy to eat" left the
meal eaten. As "too sick to" and "too ill to" do, each is an illness term now and a negation
cue of what follows (core.yaml illness terms and ``cues.negation``). Someone else's stays theirs.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_too_queasy_for_it_is_ill_and_it_is_not_done(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Ana") == expected, text

    assert failing_cases(one_case, [
        ("Ana is too nauseous to finish her porridge.", {"illness"}),
        ("Ana was too queasy to eat her dinner.", {"illness"}),
        ("You're too seasick to eat anything.", {"illness"}),
        ("I felt too dizzy to stand up.", {"illness"}),
        ("Ana feels too feverish to work her shift.", {"illness"}),
        ("Ana is too queasy to eat her toast.", {"illness"}),
    ]) == []


def test_someone_else_too_queasy_stays_theirs(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set(), text
        assert "illness" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Tom is too nauseous to eat.",
        "Ana's brother was too seasick to eat his dinner.",
    ]) == []
