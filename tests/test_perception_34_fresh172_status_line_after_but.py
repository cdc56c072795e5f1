"""A status line whose observer opens its last clause after "but" does its task (session 34,
round fresh172; ``perception._STATUS_CLAUSE_LINKS`` gains "but", and a clause naming no one
may stand before the observer): "The heat is brutal, but Petal keeps wiping tables @ Kids'
Corner: café" had been nothing. Someone else opening the last clause keeps it theirs, and a
leisure verb there stays none."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_observer_after_but_in_a_status_line_works(lex) -> None:
    def one_case(text, observer):
        assert "work" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("The heat is brutal, but Petal keeps wiping tables @ Kids' Corner: café", "Petal"),
        ("The queue is huge, but Dario is restocking the napkins @ Taco Shack: counter",
         "Dario"),
        ("Tom is resting, but Petal is stacking crates @ depot: bay 2", "Petal"),
    ]) == []


def test_someone_else_or_leisure_after_but_is_no_work_of_the_observers(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Petal is resting, but Tom is stacking crates @ depot: bay 2", "Petal"),
        ("The queue is long, but Tom keeps wiping tables @ café: terrace", "Petal"),
        ("It's hot, but Petal is reading a book @ café: terrace", "Petal"),
    ]) == []


def test_someone_else_after_but_keeps_the_task(lex) -> None:
    assert "work" in other_kinds(lex, "Petal is resting, but Tom is stacking crates @ depot: "
                                      "bay 2", "Petal")
