"""A drinking coconut drained is its water drunk (session 34, round fresh168): "You drain a
whole green coconut in the shade behind the barracão" had been none. A coconut cracked,
grated or drained by someone else is no drink of the observer's, and one not drained is
denied."""

from helpers import actual_kinds, failing_cases


def test_a_coconut_drained_is_a_drink(lex) -> None:
    def one_case(text, observer):
        assert "drink" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("You drain a whole green coconut in the shade.", None),
        ("Leilani drained a coconut on the beach.", "Leilani"),
        ("Ravi drains a young coconut at the stall.", "Ravi"),
    ]) == []


def test_a_coconut_cracked_grated_or_someone_elses_is_not(lex) -> None:
    def one_case(text, observer):
        assert "drink" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ravi grates a coconut for the cake.", "Ravi"),
        ("Tom drains a green coconut while Ravi watches.", "Ravi"),
        ("Ravi didn't drain the coconut.", "Ravi"),
    ]) == []
