"""A report or a catalogue a task is done for is a work product (session 35, round worked):
"Halvard generates a plot of borehole temperatures for the weekly science report", "Owen
draws a bronze ring for the small-finds catalogue" are work, as a task for an edition or a
deadline is. Controls: a report or a catalogue read, watched, heard, leafed, flicked or
thumbed through, or ordered from, is no work ("flick through" and "thumb through" join the
leisure verbs beside "leaf through").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_task_for_a_report_or_a_catalogue_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Owen") == {"work"}, text

    cases = ["Owen generates a plot of borehole temperatures for the weekly science report.",
             "Owen recreates the rock layer diagram for the geology report.",
             "Owen draws a bronze ring for the small-finds catalogue.",
             "Owen draws an arrowhead and a bronze ring for the small-finds catalogue.",
             "Owen prints the report for his boss."]
    assert failing_cases(one_case, cases) == []


def test_controls_reports_and_catalogues_read_or_browsed(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Owen"), text

    cases = ["Owen flicks through the report on the train.",
             "Owen thumbs through the catalogue.",
             "Owen reads the school report.",
             "Owen watches the weather report.",
             "Owen listens to the traffic report in the car.",
             "Owen leafs through an IKEA catalogue on the sofa.",
             "Owen orders a lamp from the catalogue.",
             "Owen flicks through a brochure about the new ferry while the tram rattles home."]
    assert failing_cases(one_case, cases) == []
