"""An event named as someone else's after a preposition is theirs whatever the observer does
("Ines reads through Tom's nap", "waits out the cook's night shift", "is sick of Tom's
snoring"), and so is one after the observer's speaker label ("Ines: ugh, Tom's nap again"); a
gerund right after its owner's "'s" is owned too ("Tom's snoring keeps Ines awake"). Before
session 22 an observer acting before the owner kept the event theirs. What the observer's own
verb does to it stays theirs ("covers Tom's night shift", "eats Tom's lunch", "joins in Tom's
workout")."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_an_owned_event_after_a_preposition_is_the_owners(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, "Ines"), text
        assert kind in other_kinds(lex, text, "Ines"), text

    cases = [
        ("Ines waits out Tom's nap.", "sleep"),
        ("Ines reads through Tom's nap.", "sleep"),
        ("Ines waits out the cook's night shift.", "work"),
        ("Ines: ugh, Tom's nap again", "sleep"),
        ("Ines: ugh, the cook's snoring again", "sleep"),
        ("Ines is sick of Tom's snoring.", "sleep"),
        ("During Tom's snoring, Ines reads.", "sleep"),
    ]
    assert failing_cases(one_case, cases) == []


def test_what_the_observer_does_to_it_stays_theirs(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ines") == kinds, text

    cases = [
        ("Ines covers Tom's night shift.", {"work"}),
        ("Ines covers for Tom's night shift.", {"work"}),
        ("Ines joins in Tom's workout.", {"exercise"}),
        ("Ines eats Tom's lunch.", {"eat"}),
        ("Ines drinks Tom's beer.", {"drink"}),
        ("Ines sleeps through Tom's snoring.", {"sleep"}),
        ("Ines: finished my night shift", {"work"}),
    ]
    assert failing_cases(one_case, cases) == []
