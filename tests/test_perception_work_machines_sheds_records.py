"""Work by the machine driven, the trade shed worked in, or the trade's records and gear handled:
port and site machines as posts, a harbour's trade sheds as workplaces, print-room, farm and
vineyard records and gear as trade things. Each next to a car, a home shed or the observer's own
things."""

from __future__ import annotations

import pytest

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Mara") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


# -- machines driven for a living (frames.posts) --------------------------------------------------

@pytest.mark.parametrize("machine", ["a reach stacker", "the straddle carrier", "a cherry picker",
                                     "the road roller", "the snowcat", "a baggage tug"])
@pytest.mark.parametrize("place", ["@ Tema port: yard B", "@ Heathrow: stand 12",
                                   "@ ski resort: lower piste"])
def test_driving_a_working_machine_in_a_status_line_is_work(lex, machine, place):
    assert worked(lex, f"Mara is driving {machine} {place}")


@pytest.mark.parametrize("text", [
    "Mara is driving her car @ Tema port: car park",
    "Mara is driving the kids to school @ ring road",
    "Mara is watching a reach stacker @ Tema port: yard B",
    "Mara is admiring a reach stacker @ Tema port: visitor centre",
])
def test_driving_ones_own_car_or_watching_a_machine_is_no_work(lex, text):
    assert not worked(lex, text)


# -- a harbour's trade sheds (verb_alone_at) ------------------------------------------------

@pytest.mark.parametrize("shed", ["fish shed", "gutting shed", "net shed", "smokehouse"])
@pytest.mark.parametrize("task", ["gutting cod", "mending nets", "salting herring"])
def test_a_task_in_a_harbour_trade_shed_is_work(lex, shed, task):
    assert worked(lex, f"Mara is {task} @ Húsavík harbour: {shed}")


@pytest.mark.parametrize("text", [
    "Mara is gutting cod @ home: kitchen",
    "Mara is reading a novel @ Húsavík harbour: fish shed",
    "Mara is eating a sandwich @ Húsavík harbour: net shed",
    "Mara is gutting cod @ her cottage: garden shed",
])
def test_leisure_in_a_trade_shed_or_a_task_at_home_is_no_work(lex, text):
    assert not worked(lex, text)


# -- a trade's records and gear (frames.trade) --------------------------------------------------

@pytest.mark.parametrize("text", [
    "Mara checks the lambing records before the vet arrives.",
    "Mara updates the calving records.",
    "Mara hoses out the picking crates.",
    "Mara oils the rotary press.",
])
def test_a_trades_records_or_gear_make_the_task_work(lex, text):
    assert worked(lex, text)


@pytest.mark.parametrize("text", [
    "Mara reads about a rotary press in a museum guide.",
    "Mara's brother updates the lambing records.",
    "Mara will update the calving records tomorrow.",
])
def test_reading_about_them_someone_elses_task_or_a_plan_is_no_work(lex, text):
    assert not worked(lex, text)
