"""Two readings from fresh set 124 (session 29): an illness named as the topic of records and
counts ("the weekly illness surveillance charts", "the cholera figures") is a clerk's data, no
one ill (illness `not_before`); a sprint or a dash to a truck, a jeep or a helicopter about to
leave is a hurry, as one for the bus (exercise `for_a_ride`), while a run to a car park and back
stays a run."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_an_illness_named_as_the_topic_of_data_is_no_illness(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("Ada writes a script to generate the weekly illness surveillance charts.", {"work"}),
        ("Ada enters the flu statistics into the database.", {"work"}),
        ("Ada checks the measles register.", {"work"}),
        ("Ada tracks the cholera figures.", set()),
        ("Ada updates the malaria dashboard.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Ada has the flu.", {"illness"}),
    ("Ada has a fever and checks the cholera data.", {"illness"}),
])
def test_an_illness_of_ones_own_stays(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds


def test_a_dash_to_a_leaving_vehicle_is_a_hurry(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("Ada gulped her coffee in one go and sprinted to the truck before it left.", {"drink"}),
        ("Ada sprints for the jeep.", set()),
        ("Ada races to the helicopter.", set()),
        ("Ada dashes after the departing lorry.", set()),
        ("Ada jogs back to the pickup.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ada jogs to the car park and back twice.",
    "Ada sprinted to the finish line.",
])
def test_a_run_to_a_place_and_back_or_a_finish_stays_a_run(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"exercise"}


def test_a_call_sheet_or_running_order_header_is_a_plan(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ada") == set()

    cases = [
        "Call sheet for Sunday, Ada: 06:00 registration, 12:00 lunch with the Red Cross team,"
        " 18:00 match.",
        "Call sheet for Sunday: 06:00 shift, 12:00 lunch.",
        "Ada's call sheet: 07:00 makeup, 08:00 scene 12.",
        "Call sheets (Ada): 05:30 pickup, 06:00 breakfast on set.",
        "Running order (Ada): 19:00 opening number, 19:30 dinner with the cast.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ada prints the call sheets for tomorrow.",
    "Ada hands out the call sheet.",
])
def test_a_call_sheet_handled_is_still_work(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"work"}


def test_a_broadcast_covers_its_sentence_as_news(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("A WhatsApp broadcast on Ada's phone: an earthquake has hit a city in eastern Turkey.",
         set()),
        ("A broadcast on Ada's phone: floods in the capital.", set()),
        ("A radio broadcast on Ada's phone: a cyclone has flattened villages in Mozambique.",
         set()),
        ("A news broadcast on the canteen TV: wildfires sweep across Greece.", set()),
        ("A radio broadcast on Ada's phone: flash flooding in her district, get to high ground.",
         {"danger"}),
        ("The broadcast ends and Ada eats her dinner.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []
