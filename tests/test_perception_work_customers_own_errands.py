"""Session 9: a customer's or a traveller's own errand is no work, and grammar that made it so.

- A status line's verb whose object is the doer's own household thing or papers ("feeds his
  ticket into the turnstile", "scans her boarding pass") is an errand (:func:`_chore`).
- Filling one's tank at a filling station is a driver's errand (``not_verbs``).
- A shift travelled to ("takes the 7:40 train to her evening shift") is a time, no occasion
  that frames the verb as work.
- An object belongs to the nearest verb: "scans the QR code and orders a bubble tea" pairs no
  scan with the order.
- A determiner in a record's place field ("| location: the depot |") names where, not who: the
  next field's activity is still the observer's."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

OWN_VERBS = ["feeds", "scans", "is feeding", "is scanning", "checks", "is checking"]
OWN_THINGS = ["his ticket", "her boarding pass", "his travel card", "her passport",
              "his bus pass"]
STATIONS = ["Pier 4", "Waterloo station: barrier", "Gate 12", "ferry terminal: turnstile"]


def test_handling_ones_own_ticket_or_papers_is_no_work(lex) -> None:
    def one_case(verb, thing, place):
        assert "work" not in actual_kinds(lex, f"Quang {verb} {thing} into the reader @ {place}",
                                          "Quang")

    cases = list(product(OWN_VERBS, OWN_THINGS, STATIONS))
    assert failing_cases(one_case, cases) == []


def test_checking_the_publics_tickets_is_still_work(lex) -> None:
    """Positive controls: no owner, or the served public's, is the job."""
    def one_case(verb, place):
        assert actual_kinds(lex, f"Quang {verb} @ {place}", "Quang") == {"work"}

    cases = list(product(
        ["is checking tickets", "is scanning boarding passes", "checks passports",
         "is checking the passengers' tickets"], STATIONS))
    assert failing_cases(one_case, cases) == []


def test_filling_ones_tank_is_no_work(lex) -> None:
    def one_case(shape, place):
        assert "work" not in actual_kinds(lex, shape.format(p=place), "Kirsty")

    cases = list(product(
        ["Kirsty fills the tank and buys a bottle of screenwash @ {p}",
         "Kirsty is filling the tank @ {p}", "Kirsty fills her car @ {p}",
         "Kirsty is filling up the tank @ {p}"],
        ["Moorgate Services: forecourt", "Shell garage: pump 4", "petrol station"]))
    assert failing_cases(one_case, cases) == []


def test_filling_the_shelves_is_still_work(lex):
    """Positive control: filling something else at a workplace is the job."""
    assert actual_kinds(lex, "Kirsty is filling the shelves @ Tesco: aisle 4", "Kirsty") \
        == {"work"}


def test_travel_to_a_shift_is_no_work(lex) -> None:
    def one_case(verb, vehicle, shift):
        assert "work" not in actual_kinds(lex, f"Mina {verb} {vehicle} to {shift}.", "Mina")

    cases = list(product(
        ["takes", "took", "catches"], ["the 7:40 train", "the number 14 bus", "a taxi"],
        ["her evening shift", "her night shift", "the early shift", "his shift"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Mina takes the orders for the night shift.",
    "Mina takes forty calls on the night shift.",
])
def test_a_task_on_a_shift_is_still_work(lex, text):
    """Positive controls: on a shift, a task is the job."""
    assert actual_kinds(lex, text, "Mina") == {"work"}


@pytest.mark.parametrize(("first", "second"), list(product(
    ["scans the QR code", "checks her phone", "finds a table"],
    ["orders a bubble tea", "orders the chicken", "orders a coffee"])))
def test_an_object_belongs_to_the_nearest_verb(lex, first, second):
    kinds = actual_kinds(lex, f"Mina {first} and {second}.", "Mina")
    assert "work" not in kinds


@pytest.mark.parametrize("text", [
    "Mina scans the invoices and orders.",
    "Mina checks the deliveries and the orders for the café.",
])
def test_a_coordinated_object_is_still_the_verbs(lex, text):
    """Positive controls: "and" + a noun (no determiner after it) is a second object."""
    assert actual_kinds(lex, text, "Mina") == {"work"}


def test_a_record_place_with_a_determiner_names_nobody(lex) -> None:
    def one_case(place, activity):
        text, kind = activity
        for shape in ("Status: Mina | location: {p} | activity: {a}",
                      "name: Mina | place: {p} | activity: {a} | mood: tired"):
            assert actual_kinds(lex, shape.format(p=place, a=text), "Mina") == {kind}

    cases = list(product(
        ["the depot", "the office", "the bakery", "a lay-by", "depot"],
        [("eating a sandwich", "eat"), ("drinking coffee", "drink"),
         ("sorting parcels", "work")]))
    assert failing_cases(one_case, cases) == []


def test_a_clause_opening_with_a_determiner_is_still_someone_else(lex):
    """Negative control: outside a place field, "the driver" opens a clause as its subject."""
    assert "eat" not in actual_kinds(
        lex, "Mina sorts parcels while the driver eats a sandwich @ depot", "Mina")
