"""A name opening its sentence stays a name past a long parenthesis set off by commas.

Session 38, round fresh201: "Wesley ... tosses Igor a bottle of water; Igor, red-faced after
ninety minutes in midfield, drains it in one go" gave Wesley the drink (a leak): a capitalised
word opening a sentence is a name before a comma's parenthesis and a verb, but only within 7
tokens (``perception._is_name_first``); ``_NAME_PARENTHESIS_REACH`` is now 12.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_drinker_after_a_long_parenthesis_is_named(lex) -> None:
    def one_case(observer, text, kind):
        assert actual_kinds(lex, text, observer) == set(), text
        assert kind in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Wesley", "Wesley tosses Igor a bottle of water; Igor, red-faced after ninety minutes "
                   "in midfield, drains it in one go.", "drink"),
        ("Sam", "Sam watches. Igor, tired after a long day in the field, drinks a bottle of "
                "water.", "drink"),
        ("Sam", "Sam watches. Igor, tired after two very long and very hot hours, drinks a "
                "bottle of water.", "drink"),
        ("Sam", "Sam hands Igor a bottle. Igor, sweaty and grinning after the last lap of the "
                "race, drinks it.", "drink"),
    ]) == []


def test_the_observer_after_a_long_opener_stays(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Sam", "Sam sits down. Later, after a long day in the field with the cows, Sam "
                "drinks a beer.", {"drink"}),
        ("Sam", "Sam, red-faced after ninety minutes in midfield, drains a bottle of water.",
         {"drink"}),
    ]) == []
