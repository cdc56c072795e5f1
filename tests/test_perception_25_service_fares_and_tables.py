"""Session 25: work told by the people served, not by a workplace word.

A driver's passengers are served people ("picks up two passengers outside the station",
"drives the passengers to the airport"), and picking up, driving and collecting, errands and
commutes alone, become the job only by such a served person (or the
observer named by a job): an occasion alone leaves them the commute ("drives in for the night
shift"), and one's own child, friend or order stays an errand. A venue's tables cleared, wiped
or laid as several ("clears the tables as the last diners leave") are the job's occasion; a
home's single table stays a chore, and someone else's service stays theirs. A glass topped up
for diners is service, not one's own card topped up. A trade's bulk containers counted
("stacks three cords of oak") are a batch of any size, not boxes or bags a household carries;
a count in digits after two coordinated verbs is their object ("gutted and filleted 60
mackerel"), and a chat line's writer before its colon is the subject of the message's
opening past verb."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("text", [
    "Farid picks up two passengers outside the station and heads for Peckham.",
    "Farid drives the passengers to the airport, his third run of the night.",
    "Farid picks up a dozen passengers at the stop and pulls away.",
    "Farid collects the passengers from the cruise terminal in the shuttle.",
    "Farid is picking up passengers @ King's Cross: station forecourt",
    "Farid has been picking since dawn.",
    "Farid drives the ambulance through the red lights.",
])
def test_passengers_make_driving_the_job(lex, text):
    assert "work" in actual_kinds(lex, text, "Farid")


def test_errands_commutes_and_plans_stay_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Farid")

    cases = [
        "Farid picks up his daughter from school.",
        "Farid picks up two friends on the way to the concert.",
        "Farid drives his mother to the airport.",
        "Farid is driving in for the night shift.",
        "Farid drives to work for the early shift.",
        "Farid is picking up his kids @ school: gate",
        "Farid collects his order from the noodle bar.",
        "Farid will pick up two passengers at the station tomorrow.",
        "Farid pays the fare and gets out.",
        "Farid sits beside a passenger who snores.",
        "Farid talks to the passenger beside him about the weather.",
        "Farid holds the door for a passenger with a pram.",
        "Farid counts out the fare and gets off.",
        "Farid drives the team to the match.",
        "Farid picks up the class from the museum.",
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_passengers_are_theirs(lex):
    text = "The taxi driver picks up two passengers while Farid waits at the rank."
    assert "work" not in actual_kinds(lex, text, "Farid")


@pytest.mark.parametrize("text", [
    "Lena clears the tables as the last diners leave.",
    "Lena wipes down the empty tables and stacks the chairs.",
    "You clear the dirty tables and reset them for the next sitting.",
])
def test_a_venues_tables_are_the_job(lex, text):
    assert "work" in actual_kinds(lex, text, "Lena")


@pytest.mark.parametrize("text", [
    "Lena clears the table after the family dinner.",
    "Lena wipes down the kitchen table and puts the kettle on.",
    "Lena clears the tables @ home: garden",
    "Lena sits at one of the tables and orders a coffee.",
    "Lena will clear the tables tomorrow.",
    "Lena moves to the tables by the window.",
    "Lena weaves through the tables to the door.",
    "Lena squeezes between the tables.",
    "Lena wipes down the tables at her grandparents' house.",
])
def test_a_homes_table_and_a_customers_seat_stay_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Lena")


def test_the_waiters_clearing_is_his(lex):
    text = "The waiter clears the tables while Lena finishes her coffee."
    assert "work" not in actual_kinds(lex, text, "Lena")


@pytest.mark.parametrize("text", [
    "Lena tops up the diners' glasses and recommends the fish.",
    "Lena tops up the customers' coffee and clears the plates.",
    "Lena wipes down the tables between sittings.",
])
def test_glasses_topped_up_for_diners_and_tables_between_sittings(lex, text):
    assert "work" in actual_kinds(lex, text, "Lena")


@pytest.mark.parametrize("text", [
    "Lena tops up her travel card at the machine.",
    "Lena tops up the car with oil.",
])
def test_ones_own_top_up_stays_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Lena")


@pytest.mark.parametrize(("name", "text"), [
    ("Ewan", "I landed four crates of crab at the quay."),
    ("Halvard", "Halvard fells, splits and stacks three cords of oak in a single day."),
    ("Ira", "Ira hauled eight sacks of grain up to the mill loft."),
    ("Dorota", "Dorota gutted and filleted 60 mackerel since 6am."),
    ("Dorota", "[village WhatsApp] Dorota: gutted and filleted 60 mackerel since 6am, my arms "
               "are dead"),
    ("Dorota", "Dorota: filleted 60 mackerel before the boats came in"),
])
def test_counted_bulk_output_and_a_chat_writers_batch_are_work(lex, name, text):
    assert "work" in actual_kinds(lex, text, name)


@pytest.mark.parametrize(("name", "text"), [
    ("Ana", "Ana bought two crates of beer for the party."),
    ("Ana", "Ana carried three boxes of old toys up to the attic."),
    ("Ana", "Ana ate three bags of crisps."),
    ("Ana", "Ana will stack twelve bales of hay tomorrow."),
    ("Ana", "The porters unloaded six pallets of tiles while Ana watched."),
    ("Ana", "Tom: filleted 60 mackerel since 6am"),
    ("Ana", "Ana: watched two films and ate a pizza"),
])
def test_bought_eaten_household_and_others_batches_stay_no_work(lex, name, text):
    assert "work" not in actual_kinds(lex, text, name)
