"""Work told by an unbroken stretch of hours ("for nine hours straight") and by a trade's thing
after the task verb that a spent time or an aspect verb puts first ("spent the morning racking
the new wine off its lees"), and a broadcast's piece as the occasion of a task ("a live piece to
camera"). Each next to leisure through the same stretch or watching, and a plan."""

from __future__ import annotations

import pytest

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Mara") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


@pytest.mark.parametrize("stretch", ["for nine hours straight", "for twelve straight hours",
                                     "for ten hours without stopping"])
@pytest.mark.parametrize("task", ["had been drilling through the sandstone",
                                  "has been sorting parcels", "has been stitching sails"])
def test_a_task_for_an_unbroken_stretch_of_hours_is_work(lex, task, stretch):
    assert worked(lex, f"Mara {task} {stretch}.")


@pytest.mark.parametrize("stretch", ["for nine hours straight", "for twelve straight hours"])
@pytest.mark.parametrize("leisure", ["played video games", "has been reading",
                                     "has been dancing", "has been walking",
                                     "has been knitting", "has been sleeping"])
def test_leisure_for_an_unbroken_stretch_is_no_work(lex, leisure, stretch):
    assert not worked(lex, f"Mara {leisure} {stretch}.")


@pytest.mark.parametrize("text", [
    "Mara will be sorting parcels for nine hours straight tomorrow.",
    "Mara's brother has been sorting parcels for nine hours straight.",
])
def test_a_plan_or_someone_elses_stretch_is_no_work(lex, text):
    assert not worked(lex, text)


@pytest.mark.parametrize("text", [
    "I spent the morning racking the new wine off its lees.",
    "Mara spent the morning greasing the spindles of the mule.",
    "You spend the evening hosing out the fermentation tanks.",
    "Mara keeps rewinding the bobbins on the looms.",
])
def test_a_trade_thing_after_the_task_verb_is_work(lex, text):
    assert worked(lex, text)


@pytest.mark.parametrize("text", [
    "Mara keeps reading about the looms of the mill.",
    "Mara spent the evening watching a film about looms.",
    "I will spend the morning racking the new wine off its lees.",
])
def test_reading_about_trade_things_or_a_plan_is_no_work(lex, text):
    assert not worked(lex, text)


# -- a broadcast's pieces as occasions (frames.occasions) -----------------------------------------

@pytest.mark.parametrize("task", ["is doing a live piece to camera", "records a piece to camera",
                                  "is presenting the bulletin on air",
                                  "is filing a live report"])
def test_a_broadcast_piece_is_work(lex, task):
    assert worked(lex, f"Mara {task} from the riverbank.")


@pytest.mark.parametrize("text", [
    "Mara waves to camera from the riverbank.",
    "Mara watches the live broadcast with her mum.",
    "Mara listens to the live report on the radio.",
    "Mara's colleague is doing a live piece to camera from the riverbank.",
])
def test_watching_a_broadcast_or_someone_elses_piece_is_no_work(lex, text):
    assert not worked(lex, text)
