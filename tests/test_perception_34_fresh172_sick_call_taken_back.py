"""A sick call taken back in its own sentence is an excuse, no illness (session 34, round
fresh172): a call ("phoned", "called", "rang" in sick) stands like a speech verb before the
ailment in the illness kind's ``taken_back.beliefs``, so "I phoned in sick to the park even
though I'm perfectly fine; I just wanted a beach day" is none. A sick call with no taking
back, or one that says "not fine", stays ill."""

from helpers import actual_kinds, failing_cases


def test_a_sick_call_taken_back_is_no_illness(lex) -> None:
    def one_case(text, observer):
        assert "illness" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("I phoned in sick to the park even though I'm perfectly fine; I just wanted a beach "
         "day.", None),
        ("I called in sick, but honestly I'm fine.", None),
        ("Ana rang in sick to the depot, but she was totally fine.", "Ana"),
    ]) == []


def test_a_sick_call_not_taken_back_stays_ill(lex) -> None:
    def one_case(text, observer):
        assert "illness" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("I phoned in sick to the park; I feel awful.", None),
        ("I rang in sick with a fever.", None),
        ("I phoned in sick, I'm not fine.", None),
        ("Ana phoned in sick today.", "Ana"),
    ]) == []
