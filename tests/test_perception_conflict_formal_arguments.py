"""A case argued in court or a charge disputed with a bank is no row (session 9, s9h8: "Rosalind
argued the bail application for an hour and lost" and "Dev calls his bank to dispute a charge"
gave a conflict).

"Argue" and "dispute" with a legal or banking object (exceptions) are work or an errand;
arguing or disputing with someone, or about something with them, stays a row.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("You", ""), ("Ana", "s"), ("I", "")]
ARGUED = ["argue the case", "argue her case", "argue the application", "argue the appeal",
          "argue an appeal", "argue the motion", "argue for bail"]
DISPUTED = ["dispute a charge", "dispute the charge", "dispute a payment",
            "dispute the transaction"]


def _conj(phrase: str, ending: str) -> str:
    verb, rest = phrase.split(" ", 1)
    return f"{verb}{ending} {rest}"


def test_a_case_argued_is_no_row(lex) -> None:
    def one_case(subject, phrase):
        text = f"{subject[0]} {_conj(phrase, subject[1])} for an hour."
        assert "conflict" not in actual_kinds(lex, text, "Ana")

    cases = list(itertools.product(SUBJECTS, ARGUED))
    assert failing_cases(one_case, cases) == []


def test_a_charge_disputed_is_no_row(lex) -> None:
    def one_case(subject, phrase):
        call = "calls" if subject[0] == "Ana" else "call"
        text = f"{subject[0]} {call} the bank to {phrase} from last week."
        assert "conflict" not in actual_kinds(lex, text, "Ana")

    cases = list(itertools.product(SUBJECTS, DISPUTED))
    assert failing_cases(one_case, cases) == []


def test_arguing_with_someone_stays_a_row(lex) -> None:
    def one_case(subject, rest):
        text = f"{subject[0]} argue{subject[1]} {rest}."
        assert actual_kinds(lex, text, "Ana") == {"conflict"}

    cases = list(itertools.product(
        SUBJECTS, ["with the landlord about the deposit", "with the referee",
                   "over the bill with the plumber", "loudly about the rent"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "You have a dispute with the neighbour over the hedge.",
    "Ana is in a dispute with her landlord.",
])
def test_a_dispute_with_someone_stays_a_row(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"conflict"}
