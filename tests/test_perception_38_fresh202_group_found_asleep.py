"""A group's noun found in a state is someone else's (session 38, round fresh202,
perception._found_in_state): "steps out of the dunny to find the whole camp still asleep in
their swags" is the camp's sleep, not the finder's (a leak before), as "finds him asleep" is.
Controls: the finder's own reflexive state, a place found before an "and" verb, and "to".
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_determiner_group_found_asleep_is_not_the_finder(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Dusty") == set(), text
        assert other_kinds(lex, text, "Dusty") == {"sleep"}, text

    cases = ["Dusty steps out of the dunny to find the whole camp still asleep in their swags, "
             "except Ngaire, who is already frying eggs for breakfast.",
             "You come back to find the bunkhouse fast asleep.",
             "You come home to find the whole house sound asleep."]
    assert failing_cases(one_case, cases) == []


def test_the_finder_own_sleep_stays_theirs(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Dusty") == {"sleep"}, text

    cases = ["Dusty finds a quiet corner and falls asleep.",
             "Dusty finds the couch still warm and falls asleep.",
             "Dusty wakes to find himself asleep on the floor."]
    assert failing_cases(one_case, cases) == []
