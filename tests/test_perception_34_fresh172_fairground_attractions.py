"""A fair's or a theme park's attraction named by a home word is no one's home (session 34,
round fresh172; ``status_activity.venues`` gains haunted house, fun house, funhouse, haunted
mansion, haunted manor): "Cyra is sweeping spilled popcorn off the path @ Fright Alley:
haunted house exit" had been no work, "house" read as a home where a task is a chore. A
visitor's scream, a meal or a wait there stays none, and a home's house stays a home."""

from helpers import actual_kinds, failing_cases


def test_a_task_at_a_fairground_attraction_is_work(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("Cyra is sweeping spilled popcorn off the path @ Fright Alley: haunted house exit",
         "Cyra"),
        ("Tomasz is mopping the mirror maze floor @ Pleasure Pier: fun house", "Tomasz"),
        ("Ines is restocking the fake cobwebs @ Scream Park: haunted mansion", "Ines"),
    ]) == []


def test_a_visitor_there_and_a_home_stay_as_before(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Cyra is screaming @ Fright Alley: haunted house", "Cyra", set()),
        ("Cyra is eating candy floss @ haunted house: queue", "Cyra", {"eat"}),
        ("Cyra is waiting for her kids @ haunted house exit", "Cyra", set()),
        ("Cyra is sweeping the porch @ Elm Street: house 4", "Cyra", set()),
        ("Cyra is sweeping the kitchen @ home: house", "Cyra", set()),
    ]) == []
