"""A structure that wobbles under or beneath someone is a footing giving (session 34, round
fresh168): "The float's platform wobbles under Otávio's feet for a second, then steadies" had
been no threat (only "wobble violently" was). A wobble alone, or a table's or a jelly's under a
weight or a spoon, stays none, and someone else's footing is theirs."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_footing_wobbling_under_the_observer_is_danger(lex) -> None:
    def one_case(text, observer):
        assert "danger" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("The float's platform wobbles under Otávio's feet for a second, then steadies.",
         "Otávio"),
        ("The ladder wobbles beneath you.", None),
        ("The scaffold wobbles under Ana's boots.", "Ana"),
        ("The old jetty wobbled under Kim's feet.", "Kim"),
    ]) == []


def test_a_wobble_alone_or_someone_elses_is_not_the_observers(lex) -> None:
    def one_case(text, observer):
        assert "danger" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("The platform wobbles.", "Ana"),
        ("The table wobbles under the weight of the cake.", "Ana"),
        ("The jelly wobbles under Ana's spoon.", "Ana"),
        ("The platform wobbles under Tom's feet.", "Ana"),
    ]) == []
    assert "danger" in other_kinds(lex, "The platform wobbles under Tom's feet.", "Ana")
