"""Session 8 first-sight errors on fresh handed-style sets, fixed as classes.

- A quotation written as a title (two or more capitalised words, not a shout) names a song, film
  or book: a warning word in it is no warning ("hums 'Storm Warning Blues'").
- ``ill-`` compound adjectives (ill-lit, ill-fitting, ...) are no illness.
- A claim is what someone says ("claims he has a stomach bug to get out of training").
- A symptom that has gone is over ("her rash has completely gone").
- An airway said to be blocked, congested, inflamed or swollen is ill ("Paolo's nose is
  slightly blocked").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("title", ["Storm Warning Blues", "Fire and Rain", "Flood Warning",
                                   "The Fire Alarm Song"])
@pytest.mark.parametrize("frame", ["Odette hums '{t}' while she folds the towels.",
                                   'Odette puts "{t}" on the record player.',
                                   "Odette whistles '{t}' to herself."])
def test_a_quoted_title_is_no_warning(lex, frame, title):
    assert "danger" not in actual_kinds(lex, frame.format(t=title), "Odette")


@pytest.mark.parametrize("text", [
    "Your neighbour shouts: 'Tornado Warning!'",
    "'Storm warning for the whole county!' your neighbour shouts through the letterbox.",
    "'STORM WARNING, GET INSIDE!' your neighbour yells.",
])
def test_a_shouted_warning_still_counts(lex, text):
    assert "danger" in actual_kinds(lex, text, "Odette")


def test_ill_compound_adjectives_are_no_illness(lex) -> None:
    def one_case(compound):
        assert actual_kinds(lex, f"Oren naps in the {compound} back room.", "Oren") == {"sleep"}
        assert actual_kinds(lex, f"The room is {compound}.", "Oren") == set()

    cases = ["ill-lit", "ill-fitting", "ill-kept", "ill-gotten",
                                          "ill-defined", "ill-treated", "ill-considered"]
    assert failing_cases(one_case, cases) == []


def test_ill_health_and_plain_ill_still_count(lex):
    assert actual_kinds(lex, "Oren suffers from ill-health.", "Oren") == {"illness"}
    assert actual_kinds(lex, "Oren is ill.", "Oren") == {"illness"}


@pytest.mark.parametrize("text", [
    "Diarmuid claims he has a stomach bug to get out of training.",
    "Diarmuid claims to have a stomach bug.",
    "Diarmuid claimed that he had a migraine.",
])
def test_a_claim_is_reported(lex, text):
    assert actual_kinds(lex, text, "Diarmuid") == set()


def test_claiming_a_thing_is_no_report(lex):
    assert actual_kinds(lex, "Diarmuid claims his bag at baggage claim and eats a sandwich.",
                        "Diarmuid") == {"eat"}


@pytest.mark.parametrize("text,expected", [
    ("Rosalind's rash has completely gone and she no longer feels unwell.", set()),
    ("Rosalind's cough has gone away.", set()),
    ("Rosalind has a cough that will not go away.", {"illness"}),
])
def test_a_symptom_that_has_gone_is_over(lex, text, expected):
    assert actual_kinds(lex, text, "Rosalind") == expected


def test_a_blocked_or_swollen_airway_is_ill(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Paolo") == {"illness"}

    cases = [
        "Paolo's nose is slightly blocked this morning.",
        "Paolo's nose is congested.",
        "Paolo's throat is inflamed.",
        "Paolo's glands are swollen.",
        "Paolo has swollen glands.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_blocked_road_or_a_swollen_ankle_is_no_illness(lex):
    assert actual_kinds(lex, "The lorry blocks the road.", "Paolo") == set()
    assert actual_kinds(lex, "Paolo's ankle is swollen.", "Paolo") == {"injury"}
