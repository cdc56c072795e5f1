"""tests/helpers.py ``failing_cases``: the grid tests' way of checking many cases in one test
must report every failing case and must never pass a grid that has no cases."""

from __future__ import annotations

import pytest
from helpers import failing_cases


def test_every_failing_case_is_listed_with_its_arguments_and_message() -> None:
    def one_case(word, count):
        assert len(word) == count, f"{word} has {len(word)} letters"

    assert failing_cases(one_case, [("tea", 3), ("nap", 4), ("rest", 4), ("gym", 2)]) == [
        "('nap', 4): nap has 3 letters", "('gym', 2): gym has 3 letters"]


def test_without_its_own_message_a_case_shows_the_assertions_first_line() -> None:
    def one_case(word, count):
        assert len(word) == count

    assert failing_cases(one_case, [("tea", 3), ("nap", 4)]) == ["('nap', 4): assert 3 == 4"]


def test_a_failing_grid_shows_every_failing_case_one_per_line() -> None:
    from conftest import pytest_assertrepr_compare

    failed = [f"case {n}: wrong" for n in range(3)]
    assert pytest_assertrepr_compare("==", failed, []) == [
        "3 failing case(s):", "case 0: wrong", "case 1: wrong", "case 2: wrong"]
    assert pytest_assertrepr_compare("==", [1, 2], []) is None  # other lists: pytest's diff
    assert pytest_assertrepr_compare("==", failed, ["case 0: wrong"]) is None


def test_a_one_parameter_check_takes_each_case_whole() -> None:
    seen = []

    def one_case(case):
        seen.append(case)

    assert failing_cases(one_case, [("a", "b"), "c"]) == []
    assert seen == [("a", "b"), "c"]


def test_a_grid_without_cases_fails() -> None:
    with pytest.raises(AssertionError, match="no cases to check"):
        failing_cases(lambda word: None, [])
