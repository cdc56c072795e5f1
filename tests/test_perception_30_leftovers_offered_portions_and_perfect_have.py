"""Session 30 leftovers: a portion handed to someone is offered, not had ("Tom offers you a bite
of toast"); a perfect "have" before a participle spelled as its base ("has hit", "has put") is
no meal of "have" ("An earthquake has hit Turkey" feeds nobody); a drink put away in a large
amount is drunk, as a dish put away is eaten."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_portion_handed_over_is_no_meal(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set()

    cases = [
        "Tom offers you a bite of toast.",
        "Tom gives you a bite of his toast.",
        "Tom hands Ana a sip of his beer.",
        "Mia passes her a sip of tea across the table.",
        "You offer Tom a bite of your toast.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Tom offers you a bite of toast, and you wolf it down.", {"eat"}),
    ("Tom pours you a sip of whisky and you knock it back.", {"drink"}),
    ("You take a bite of toast.", {"eat"}),
    ("You have a sip of tea.", {"drink"}),
])
def test_the_portion_taken_is_still_had(lex, text, expected):
    assert actual_kinds(lex, text) == expected


@pytest.mark.parametrize("text", [
    "An earthquake has hit Turkey.",
    "An earthquake has struck Turkey.",
    "Tom has put turkey in the oven.",
    "Tom has cut turkey for the sandwiches.",
])
def test_a_perfect_have_before_a_participle_is_no_meal(lex, text):
    assert "eat" not in other_kinds(lex, text) | actual_kinds(lex, text)


def test_a_meal_had_or_put_away_is_still_read(lex) -> None:
    def one_case(text, observer, expected):
        assert actual_kinds(lex, text, observer) == expected

    cases = [
        ("Tom has turkey for lunch.", "Tom", {"eat"}),
        ("You have split a pizza with Tom.", None, {"eat", "socialize"}),
        ("By midnight Yara had put away a whole bottle of wine.", "Yara", {"drink"}),
        ("Yara puts away three pints of cider.", "Yara", {"drink"}),
        ("By midnight Florin had put away a whole pot of sarmale.", "Florin", {"eat"}),
        ("You put away three boxes of files.", None, set()),
    ]
    assert failing_cases(one_case, cases) == []
