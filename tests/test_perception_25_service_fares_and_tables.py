"""Session 25: work told by the people served, not by a workplace word.

A driver's or a courier's passengers and fares are served people ("picks up two passengers
outside the station", "drives a passenger to the airport"), and picking up, driving and
collecting, errands and commutes alone, become the job only by such a served person (or the
observer named by a job): an occasion alone leaves them the commute ("drives in for the night
shift"), and one's own child, friend or order stays an errand. A venue's tables cleared, wiped
or laid as several ("clears the tables as the last diners leave") are the job's occasion; a
home's single table stays a chore, and someone else's service stays theirs."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Farid picks up two passengers outside the station and heads for Peckham.",
    "Farid drives a passenger to the airport, his third fare of the night.",
    "Farid picks up a fare outside the hospital.",
    "Farid collects the passengers from the cruise terminal in the shuttle.",
    "Farid is picking up a passenger @ King's Cross: station forecourt",
    "Farid has been picking since dawn.",
    "Farid drives the ambulance through the red lights.",
])
def test_passengers_and_fares_make_driving_the_job(lex, text):
    assert "work" in actual_kinds(lex, text, "Farid")


@pytest.mark.parametrize("text", [
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
])
def test_errands_commutes_and_plans_stay_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Farid")


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
])
def test_a_homes_table_and_a_customers_seat_stay_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Lena")


def test_the_waiters_clearing_is_his(lex):
    text = "The waiter clears the tables while Lena finishes her coffee."
    assert "work" not in actual_kinds(lex, text, "Lena")
