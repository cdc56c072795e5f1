"""Who did what: the target of a one-sided row (someone swears or shouts at the observer) who keeps
out of it, said in the same sentence by an idiom of refusing to answer ("doesn't rise to it",
"refuses to take the bait", "bites his tongue": ``subjects.unanswered``), is no party to it: the
row is the other person's. Negative controls: answering back, staying polite while being abused
(still the exchange), the observer starting the row, or someone else keeping out of it keep the
observer a party."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ROWERS = ["the caller", "a drunk customer", "the man at the bar", "Ugo's landlord", "a tourist"]
ROWS = ["swears at {t}", "shouts at {t}", "yells at {t}", "screams at {t}"]
KEPT_OUT = ["doesn't rise to it", "refuses to take the bait", "bites {p} tongue",
            "does not react", "never answers back", "holds {p} tongue"]
OBSERVERS = [("Femi", "him", "his", "he"), ("Ana", "her", "her", "she")]


def _fill(s: str, obs: tuple[str, str, str, str]) -> str:
    return s.format(t=obs[1], p=obs[2])


def test_target_keeping_out_is_no_party(lex) -> None:
    def one_case(obs, rower, row, kept):
        name = obs[0]
        text = f"{name} {_fill(kept, obs)} when {rower} {_fill(row, obs)}."
        assert "conflict" not in actual_kinds(lex, text, name), text
        text = f"{rower[0].upper()}{rower[1:]} {row.format(t=name)}, but {name} {_fill(kept, obs)}."
        assert "conflict" not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(
        OBSERVERS, ROWERS, ROWS, KEPT_OUT))
    assert failing_cases(one_case, cases) == []


def test_answering_back_or_staying_polite_keeps_the_row(lex) -> None:
    def one_case(obs, rower, row):
        name = obs[0]
        cap = f"{rower[0].upper()}{rower[1:]}"
        for tail in ("yells back", "stays polite", "keeps calm"):
            text = f"{cap} {row.format(t=name)} and {name} {tail}."
            assert "conflict" in actual_kinds(lex, text, name), text

    cases = list(itertools.product(OBSERVERS, ROWERS, ROWS))
    assert failing_cases(one_case, cases) == []


def test_observer_starting_the_row_stays_a_party(lex) -> None:
    def one_case(obs, kept):
        name = obs[0]
        text = f"{name} shouts at the caller, and the caller {kept.format(p='his')}."
        assert "conflict" in actual_kinds(lex, text, name), text

    cases = list(itertools.product(OBSERVERS, KEPT_OUT))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs", OBSERVERS)
def test_rising_to_it_is_no_keeping_out(lex, obs):
    name = obs[0]
    text = f"The caller swears at {name}, and {name} rises to it and swears back."
    assert "conflict" in actual_kinds(lex, text, name), text
