"""Where a time ahead reaches (session 29, round mode): "later" or "soon" closing its comma part
puts a progressive before it ahead, as at a sentence's end ("is going to the gym later, after
lunch"); a time ahead in a reason or a relative clause is that clause's, not the main event's
("eats pasta because she runs a marathon tomorrow", "Ana, who will fly to Rome tomorrow, eats
dinner with Jo")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Ada is going to the gym later, after lunch.", set()),
    ("Ada is going for a swim later, after work.", set()),
    ("Ada is going to the gym later, but right now she is eating lunch.", {"eat"}),
    ("Two hours later, Ada is asleep.", {"sleep"}),
])
def test_later_closing_its_comma_part_puts_a_progressive_ahead(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds


def test_a_time_ahead_in_a_reason_or_relative_clause_leaves_the_main_event(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("Ada eats pasta because she runs a marathon tomorrow.", {"eat"}),
        ("Ada eats pasta tonight since she has a race tomorrow.", {"eat"}),
        ("Ada eats dinner with Jo, who flies to Rome tomorrow.", {"eat", "socialize"}),
        ("Ada, who will fly to Rome tomorrow, eats dinner with Jo.", {"eat", "socialize"}),
        ("Ada, who flies out tomorrow, eats dinner with Jo.", {"eat", "socialize"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ada is tired because she runs a marathon tomorrow.",
    "Ada eats with Jo tomorrow because it is her birthday.",
    "Ada, who is tired, will eat with Jo tomorrow.",
])
def test_a_time_ahead_in_the_events_own_clause_still_reaches_it(lex, text):
    assert actual_kinds(lex, text, "Ada") == set()
    assert other_kinds(lex, text, "Ada")


@pytest.mark.parametrize("text, kinds", [
    ("Ada has an exam next week and eats crisps.", {"eat"}),
    ("Ada is nervous about her race tomorrow and eats a huge dinner.", {"eat"}),
    ("Ada has a race tomorrow and naps on the sofa.", {"sleep"}),
    ("Ada's got her driving test tomorrow and drinks a beer to calm down.", {"drink"}),
])
def test_a_time_ahead_for_a_thing_held_ends_at_and_with_a_verb_told_now(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds


@pytest.mark.parametrize("text", [
    "Next week Ada flies to Rome and swims in the sea.",
    "Ada flies to Rome tomorrow and swims in the sea.",
    "Ada is flying to Rome next week and staying with Jo.",
    "Ada will fly to Rome tomorrow and swim in the sea.",
])
def test_a_fronted_time_or_one_after_an_act_covers_the_and_clause(lex, text):
    assert actual_kinds(lex, text, "Ada") == set()
