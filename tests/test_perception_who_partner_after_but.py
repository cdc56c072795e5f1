"""Who did what in company: a verb after "but" with no subject of its own is the sentence
subject's, even when its partner right after the term is a person word ("declines the cake but
chats with everyone"): the partner is not the doer, as a participle's person is ("sleeping
patients"). A sport or the job talked about is talk ("the two of them talk football", "talks
shop with her cousin"), and a crew eaten with is company. Negative controls: someone
else's talk after "but" stays theirs; a sport played stays exercise, not talk; a watch kept is a
duty."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Mariana", "Bogdan"]
FIRST = ["declines the cake", "shakes her head at the brownies", "sits apart"]
TALK = ["chats with everyone", "talks to the guests", "chats with the headliners",
        "stays, chatting with everyone"]


def test_talk_after_but_is_the_subjects(lex) -> None:
    def one_case(name, first, talk):
        assert "socialize" in actual_kinds(lex, f"{name} {first} but {talk}.", name)

    cases = list(itertools.product(NAMES, FIRST, TALK))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_talk_after_but_is_theirs(lex) -> None:
    def one_case(first, talk):
        assert "socialize" not in actual_kinds(lex, f"Tomas {first} but {talk}.", "Mariana")

    cases = list(itertools.product(FIRST, TALK))
    assert failing_cases(one_case, cases) == []


SPORTS = ["football", "cricket", "rugby", "tennis", "golf", "boxing"]


def test_a_sport_talked_about_is_talk(lex) -> None:
    def one_case(name, sport):
        got = actual_kinds(lex, f"{name} and Tom talk {sport} for an hour.", name)
        assert "socialize" in got
        assert "exercise" not in got

    cases = list(itertools.product(NAMES, SPORTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name,sport", list(itertools.product(NAMES, SPORTS[:3])))
def test_a_sport_played_stays_exercise(lex, name, sport):
    assert "exercise" in actual_kinds(lex, f"{name} plays {sport} in the park.", name)


@pytest.mark.parametrize("name", NAMES)
def test_shop_talked_is_talk(lex, name):
    assert "socialize" in actual_kinds(lex, f"{name} talks shop with her cousin.", name)


@pytest.mark.parametrize("name,group", list(itertools.product(NAMES, [
    "the whole crew", "the crew"])))
def test_a_crew_eaten_with_is_company(lex, name, group):
    got = actual_kinds(lex, f"{name} is eating biryani with {group} round the big table.", name)
    assert {"eat", "socialize"} <= got


@pytest.mark.parametrize("name", NAMES)
def test_a_watch_kept_is_no_company(lex, name):
    assert "socialize" not in actual_kinds(lex, f"{name} is on watch all night.", name)
