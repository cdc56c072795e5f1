"""Who did it: a log split by ``|`` whose row opens with a name alone in its field, before a
field that opens with an ``-ing`` action ("Bataa | eating noodles | market: stall 12",
"12:04 | Bataa | sleeping"), tells what that person is doing, as "Kofi - eating a kebab" or
"Kofi> eating noodles" does; a row on the next line opens a turn of its own.

Negative controls: the observer's own row ("Ana | eating noodles | market"), a known word
or a date before the action ("Day 3 | eating noodles", "Monday | ...", "Lunch | ..."), and the
observer's row after someone else's line stay the observer's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Bataa", "Kofi", "Oyuna", "Tunde"]
ACTS = {"eat": "eating noodles", "sleep": "sleeping on the top bunk",
        "drink": "drinking airag", "conflict": "fighting with a tout"}
TAILS = ["", " | market: stall 12", " | bus park"]


def test_a_row_named_by_someone_else_is_theirs(lex) -> None:
    def one_case(name, kind, tail):
        for text in (f"{name} | {ACTS[kind]}{tail}", f"12:04 | {name} | {ACTS[kind]}{tail}"):
            assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(NAMES, ACTS, TAILS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name,kind", list(itertools.product(NAMES, ["eat", "drink"])))
def test_the_observers_row_on_the_next_line_stays_theirs(lex, name, kind):
    text = f"{name} | sleeping on the top bunk\nAna | {ACTS[kind]}"
    assert kind in actual_kinds(lex, text, "Ana"), text
    assert "sleep" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("kind,tail", list(itertools.product(["eat", "drink"], TAILS)))
def test_the_observers_own_row_stays_theirs(lex, kind, tail):
    for text in (f"Ana | {ACTS[kind]}{tail}", f"12:04 | Ana | {ACTS[kind]}{tail}"):
        assert kind in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("head", ["Day 3", "Monday", "Lunch"])
def test_a_known_word_or_a_date_heads_no_row(lex, head):
    assert "eat" in actual_kinds(lex, f"{head} | eating noodles at the market", "Ana"), head
