"""Feeling well denied is feeling ill (session 40, round negation, lexicon
``kinds.illness`` terms "n't feel well", "not feel well", ...): "Sia didn't feel well, so she
lay down" and "Reji is not feeling well and lies in his bunk" are the observer's illness; the
denial is the term's first word, so it denies nothing. Controls: feeling well again, feeling
good about a thing, and someone else not feeling well.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_feeling_well_denied_is_ill(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Sia") == want, text

    cases = [("Sia didn't feel well, so she lay down for an hour.", {"illness", "rest"}),
             ("Sia is not feeling well and lies in her bunk.", {"illness"}),
             ("You don't feel too well this morning.", {"illness"}),
             ("Sia hasn't been feeling very well since the trip.", {"illness"}),
             ("I'm not feeling so well today.", {"illness"})]
    assert failing_cases(one_case, cases) == []


def test_feeling_well_or_good_is_no_illness(lex) -> None:
    assert actual_kinds(lex, "Sia feels well again.", "Sia") == set()
    assert actual_kinds(lex, "Sia doesn't feel good about the exam.", "Sia") == set()
    text = "Tom isn't feeling well, so Sia makes him soup."
    assert "illness" not in actual_kinds(lex, text, "Sia")
    assert "illness" in other_kinds(lex, text, "Sia")
