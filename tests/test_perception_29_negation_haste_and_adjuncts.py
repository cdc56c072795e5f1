"""Denials that leave the act done (session 29, round negation): "no time" after a verb of
spending time (cues.negation ``haste_verbs``: waste, lose) is haste ("wasted no time tucking
into her dinner"), and "without" inside an act's term, before its measure after "for", denies a
thing beside the act ("ran without water for ten kilometres"). Negative controls: "no time"
to do a thing, "went without" a thing, and the act itself denied stay denied."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_haste_or_a_thing_gone_without_leaves_the_act_done(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Priya") == kinds

    cases = [
        ("Priya wasted no time tucking into her dinner.", {"eat"}),
        ("Priya lost no time in tucking into her dinner.", {"eat"}),
        ("Priya wasted no time downing her pint.", {"drink"}),
        ("Priya ran without stopping for ten kilometres.", {"exercise"}),
        ("Priya ran without water for ten kilometres.", {"exercise"}),
        ("Priya swam without pausing for forty lengths.", {"exercise"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_no_time_for_an_act_or_the_act_denied_stays_denied(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Priya") == set()

    cases = [
        "Priya had no time to eat her dinner.",
        "There was no time for dinner.",
        "Priya went without water for ten hours.",
        "Priya didn't run for ten kilometres.",
        "Priya had no time to tuck into her dinner.",
    ]
    assert failing_cases(one_case, cases) == []
