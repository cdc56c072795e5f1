"""A drunk named with its article or as a plural ("a drunk", "the drunk", "drunks") is another
person, the subject of what follows: "a drunk shouts at the piano player" is the drunk's row,
not the observer's. Before session 22 "a drunk" and "the drunk" were only exceptions (so no
drink was counted), which left the verb after them with no subject, and so the observer's.
The observer's own drinking ("is drunk", "gets drunk") is untouched."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_drunks_act_is_not_the_observers(lex) -> None:
    def one_case(text, kind):
        assert actual_kinds(lex, text, "Frankie") == set(), text
        assert kind in other_kinds(lex, text, "Frankie"), text

    cases = [
        ("A drunk is sleeping it off on the bench by the door.", "sleep"),
        ("The drunk at the end of the bar starts a fight with the piano player.", "conflict"),
        ("A drunk shouts at the piano player.", "conflict"),
        ("The drunks are singing and shouting at each other.", "conflict"),
        ("The drunk shouts abuse at the stallholder opposite.", "conflict"),
    ]
    assert failing_cases(one_case, cases) == []


def test_the_observers_own_drinking_and_dealings_with_a_drunk(lex) -> None:
    def one_case(text, kinds):
        observer = None if text.startswith("I ") else "Frankie"
        assert actual_kinds(lex, text, observer) == kinds, text

    cases = [
        ("Frankie is drunk.", {"drink"}),
        ("Frankie gets drunk on gin.", {"drink"}),
        ("I was drunk and shouted at the bouncer.", {"drink", "conflict"}),
        ("Frankie is punched in the face by a drunk.", {"conflict", "injury"}),
        ("Frankie helps the drunk into a taxi.", set()),
        ("Frankie sits next to a drunk on the night bus.", set()),
    ]
    assert failing_cases(one_case, cases) == []
