"""The given name Sayed (which "say" + "-ed" derives) is a name, no report; "the morning rush"
is a purpose a workplace task is done for.

Session 37, round fresh194 (a Cairo university dormitory during exam weeks): "Sayed is drinking
his afternoon tea @ dorm entrance: porter's booth" had read "Sayed" as a report of speech, so
the tea (and, with another observer, Sayed himself) was lost. ``subjects.word_names`` now holds
"sayed", as it holds "said". "mopping the marble floor of the lobby before the morning rush" is
work as "before the lunch rush" is (work's ``verb_alone_with``).
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_sayed_is_a_name(lex) -> None:
    def one_case(observer, text, kinds, others):
        assert actual_kinds(lex, text, observer) == kinds, text
        assert other_kinds(lex, text, observer) == others, text

    assert failing_cases(one_case, [
        ("Sayed", "Sayed is drinking his afternoon tea @ dorm entrance: porter's booth",
         {"drink"}, set()),
        ("Sayed", "Sayed is chating with a student at the gate about last night's football "
                  "results", {"socialize"}, set()),
        ("Omar", "Sayed is drinking tea.", set(), {"drink"}),
        ("Omar", "Sayed burnt his hand on the kettle.", set(), {"injury"}),
    ]) == []


def test_a_speech_verb_stays_a_report(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Omar", "Omar sayed he ate."),
        ("Omar", "Omar said he ate."),
    ]) == []


def test_the_morning_rush_licenses_a_task(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Sayed", "Sayed is mopping the marble floor of the lobby before the morning rush @ "
                  "dorm entrance: lobby", {"work"}),
        ("Rin", "Rin wipes the tables before the morning rush.", {"work"}),
        ("Rin", "Rin eats toast before the morning rush.", {"eat"}),
        ("Yara", "Yara mops the floor.", set()),
    ]) == []
