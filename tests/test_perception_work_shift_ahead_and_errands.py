"""Session 9: a shift travelled to or told as beginning at a time is ahead, not worked now ("on
the number 14 bus to her evening shift", "her first shift at the bakery begins at four"); and
a customer's own errands that share a work word are no work: signing in to one's own account,
scanning a QR code, bringing something along, checking one's own car. Kitchen clearing during
a service rush is work; a business's VAT return is a work object."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

# --- a shift ahead ---------------------------------------------------------------------------

TRIPS = ["is on the number 14 bus to", "is on the night bus to", "cycles across town to",
         "is on the 7:40 train to", "is hurrying to"]
SHIFTS = ["her evening shift", "her night shift", "her first shift", "the early shift"]


def test_travelling_to_a_shift_is_not_work(lex) -> None:
    def one_case(trip, shift):
        assert "work" not in actual_kinds(lex, f"Mbali {trip} {shift}.", "Mbali")

    cases = list(product(TRIPS, SHIFTS))
    assert failing_cases(one_case, cases) == []


PLACES = ["", " at the bakery", " in the kitchen", " on the ward", " at the mill"]
STARTS = ["begins at four", "starts at six", "starts in ten minutes", "begins at midnight"]


def test_a_shift_told_as_beginning_at_a_time_is_not_work(lex) -> None:
    def one_case(place, start):
        text = f"Rania's first shift{place} {start}; she is hovering by the staff entrance."
        assert "work" not in actual_kinds(lex, text, "Rania")

    cases = list(product(PLACES, STARTS))
    assert failing_cases(one_case, cases) == []


def test_a_shift_worked_or_purposed_stays_work(lex):
    """Contrast: the shift is being worked, a task is for it, or the place ends the phrase."""
    assert "work" in actual_kinds(lex, "Rania is on the night shift at the bakery.", "Rania")
    assert "work" in actual_kinds(
        lex, "Rania does a night shift at the bakery and starts at four.", "Rania")
    assert "work" in actual_kinds(
        lex, "Tadeo is greasing the hoist gears for the late shift @ mining camp: winding house",
        "Tadeo")
    assert "work" in actual_kinds(lex, "Rania's shift in the kitchen was long.", "Rania")


# --- a customer's own errands ----------------------------------------------------------------

ERRANDS = ["logs into his social security account to check his pension",
           "logs onto his bank account",
           "updates his social media account with photos",
           "scans the QR code, orders a bubble tea and waits by the door",
           "checks the tyre pressure on his car",
           "checks the tyres on his bike",
           "brings a box of pastries to the office"]


@pytest.mark.parametrize("errand", ERRANDS)
def test_a_customers_own_errand_is_not_work(lex, errand):
    assert "work" not in actual_kinds(lex, f"Kaveh {errand}.", "Kaveh")


def test_the_same_verbs_on_work_things_stay_work(lex):
    """Contrast: a client's car, the accounts of a business, a customer's code."""
    assert "work" in actual_kinds(lex, "Kaveh checks the tyres on the customer's car.", "Kaveh")
    assert "work" in actual_kinds(lex, "Kaveh fixes the boiler in his client's flat.", "Kaveh")
    assert "work" in actual_kinds(lex, "Kaveh updates the accounts for the firm.", "Kaveh")


# --- kitchen clearing during a service, a business's tax return -----------------------------

VERBS = ["washing dishes", "washing up", "rinsing glasses", "clearing tables",
         "scrubbing pans"]
RUSHES = ["during the lunch rush", "for the dinner service", "before service",
          "during the breakfast rush"]


def test_kitchen_clearing_during_a_service_is_work(lex) -> None:
    def one_case(verb, rush):
        text = f"Quang is {verb} {rush} @ his uncle's restaurant: kitchen"
        assert "work" in actual_kinds(lex, text, "Quang")

    cases = list(product(VERBS, RUSHES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb", VERBS)
def test_kitchen_clearing_at_home_is_a_chore(lex, verb):
    assert "work" not in actual_kinds(lex, f"Quang is {verb} @ home: kitchen", "Quang")
    assert "work" not in actual_kinds(lex, f"Quang is {verb} after dinner.", "Quang")


def test_a_business_tax_return_is_work(lex) -> None:
    def one_case(verb, what):
        assert "work" in actual_kinds(lex, f"Yosef {verb} {what}.", "Yosef")

    cases = list(product(
        ["finished", "filed", "is checking", "is finishing"],
        ["the VAT return for his shop", "the VAT return", "the sales tax return for the café"]))
    assert failing_cases(one_case, cases) == []
