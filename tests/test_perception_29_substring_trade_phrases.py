"""Session 29, round substring: a job's own phrases found missing by probing trades: busy at
work or at the office, the coalface, a table's or a crew's order taken, a cab's fares picked up,
an office block's cleaning, and the bar and the tables by their trade verbs (bartend,
waitressing), a farm's young stock or herd fed. A trap beside them stays none ("sick of",
"the rest of", "restaurant")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_jobs_own_phrase_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}

    cases = [
        "Ana is busy at work.",
        "Ana is busy at the office all afternoon.",
        "Ana is at the coalface.",
        "Ana takes the drinks order for table six.",
        "Ana takes the table's order.",
        "Ana takes a coffee order from the builders.",
        "Ana picks up a fare outside the station.",
        "Ana is cleaning offices in the City.",
        "Ana bartends at the Crown.",
        "Ana is bartending tonight.",
        "Ana is waitressing at the diner.",
        "I picked up a fare at the airport and drove him to Bow.",
        "Ana feeds the calves at five.",
        "Ana bottle-feeds the lambs.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana isn't busy at work.",
    "Ana's mum picks up a fare outside the station.",
    "Ana is sick of the rain.",
    "Ana spends the rest of the day reading.",
    "Ana books a table at the restaurant.",
    "Ana puts on her workout playlist.",
    "Ana feeds the ducks at the pond.",
])
def test_a_denied_phrase_anothers_phrase_or_a_trap_is_no_work_of_hers(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana")


def test_anothers_fare_is_their_work(lex):
    assert other_kinds(lex, "Ana's mum picks up a fare outside the station.", "Ana") == {"work"}


@pytest.mark.parametrize(("text", "kinds"), [
    ("I've been rushed off my feet at the café.", {"work"}),
    ("We've been run ragged at the depot.", {"work"}),
    ("I've been at my desk since six.", {"work"}),
    ("You've got a hot bag of Thai curry strapped to the rack, but it's for flat 9B.", set()),
    ("You've ordered a pint and the barman is still changing the barrel.", set()),
])
def test_a_contracted_have_before_been_reads_as_have_been_and_alone_as_before(lex, text, kinds):
    assert actual_kinds(lex, text, "Ana") == kinds


@pytest.mark.parametrize("text", [
    "Ana books the prisoner into custody.",
    "Ana is on the custody desk.",
    "Ana is on the helpdesk.",
    "Ana is on platform duty.",
    "Ana is on lambing duty.",
    "Ana hangs a drip for the patient in bed 4.",
    "Ana announces the next stop.",
])
def test_a_station_a_ward_or_a_farms_post_and_tasks_are_work(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"work"}


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ana's boots are on the footplate.", set()),
    ("Abdi is ressting on a bench by the nursery slope", {"rest"}),
])
def test_a_thing_on_a_post_is_no_work_and_a_typo_of_rest_stays_rest(lex, text, kinds):
    assert actual_kinds(lex, text, "Abdi" if text.startswith("Abdi") else "Ana") == kinds
