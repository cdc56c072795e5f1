"""What keeps or stops a person from an act prevents it.

Session 38, round fresh201: "the cough keeps you from sleeping" had read as sleep. The
negation cues (core/cues.yaml) now hold "keep/stop/prevent" + an object pronoun + "from"; a
name kept ("kept Ana from") is left as it was, and the one who stops someone else still acts.
"""

from helpers import actual_kinds, failing_cases


def test_an_act_kept_from_is_not_done(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        (None, "The cough keeps you from sleeping.", {"illness"}),
        (None, "The pain stops me from eating.", set()),
        (None, "The heat prevents you from sleeping.", set()),
        ("Ana", "The noise kept her from sleeping all night.", set()),
        (None, "The cold kept us from swimming, so we drank tea instead.",
         {"drink", "socialize"}),
    ]) == []


def test_other_acts_stay(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        (None, "You keep him from falling and then eat lunch.", {"eat"}),
        (None, "You sleep badly; the cough keeps you awake.", {"sleep", "illness"}),
    ]) == []
