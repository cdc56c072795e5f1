"""An ailment told as over with its cause between it and the verb of recovery ("the rash from
the ash has faded") is recovery, as one with its place between was (session 34, round
fresh167: the rash had read as illness now). An ailment with its cause that lasts stays one."""

from helpers import actual_kinds, failing_cases


def test_an_ailment_from_a_cause_told_over_is_recovery(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana's rash from the ash has faded.", set()),
        ("The headache from last night's wine has finally lifted.", set()),
        ("The bruise from the fall has healed, and Ana is back at her desk.", {"work"}),
        ("Ana doesn't feel sick any more; the rash from the paint has cleared up.", set()),
        ("The cough from the bonfire has gone.", set()),
    ]) == []


def test_an_ailment_from_a_cause_that_lasts_stays_one(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana has a rash from the ash.", {"illness"}),
        ("The rash from the ash is spreading up Ana's arm.", {"illness"}),
        ("Ana's headache from the fumes won't let up.", {"illness"}),
    ]) == []
