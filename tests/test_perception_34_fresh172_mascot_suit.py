"""A mascot's suit worn, or a performer inside it, is the job of a costumed character (session
34, round fresh172; work's verbs ``inside`` and ``wear`` with the private objects mascot suit,
mascot outfit, mascot head): "You spend the afternoon inside the bear mascot suit, waving to
the crowds at the main gate for the park" had been nothing. A suit hung up or looked at, a
plan, someone else inside it and other clothes worn stay none; a sorter's "costume racks"
keep their work."""

from helpers import actual_kinds, failing_cases


def test_a_mascot_suit_worn_is_work(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("You spend the afternoon inside the bear mascot suit, waving to the crowds at the "
         "main gate for the park.", None),
        ("Rafa is sweltering inside the tiger mascot suit.", "Rafa"),
        ("Rafa wears the club's mascot outfit for the whole match.", "Rafa"),
        ("I wore the mascot head at the shop opening.", None),
        ("You keep sorting the costume racks.", None),
    ]) == []


def test_a_mascot_suit_not_worn_by_the_observer_is_no_work(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Rafa hangs the mascot suit in his locker.", "Rafa"),
        ("Rafa watches Tom wear the mascot suit.", "Rafa"),
        ("Rafa will wear the mascot suit tomorrow.", "Rafa"),
        ("Rafa wears a red coat to the match.", "Rafa"),
        ("Rafa peeks inside the box.", "Rafa"),
    ]) == []
