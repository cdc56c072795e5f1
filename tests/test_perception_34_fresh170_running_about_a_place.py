"""A form of "run" followed by a preposition of place is running somewhere, not running the
place (session 34, round fresh170): "flips through a history of Kenyan running in the camp
library" and "ran to Casualty" are no managing of a library or a ward
(perception._ran_in_place: the work verb "run" takes no workplace object past "in", "to",
"around", ...; "runs in the library" stays work by its place frame). Controls: "runs the
library", "ran the school library", "works in the library" and "is running the clinic" keep
their work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_running_in_or_to_a_workplace_is_no_work(lex) -> None:
    def one_case(verb, prep, place):
        text = f"Kiprop {verb} {prep} the {place}."
        assert "work" not in actual_kinds(lex, text, "Kiprop"), text

    cases = [(v, p, pl) for v in ["runs", "ran", "is running"]
             for p in ["to", "around", "across", "past"]
             for pl in ["library", "camp library", "clinic"]]
    assert failing_cases(one_case, cases) == []
    text = "Kiprop reads a history of Kenyan running in the camp library."
    assert "work" not in actual_kinds(lex, text, "Kiprop"), text


def test_controls_running_the_place_or_working_there_stays_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Kiprop"), text

    cases = ["Kiprop runs the camp library.",
             "Kiprop ran the school library for years.",
             "Kiprop works in the camp library.",
             "Kiprop is running the clinic this week.",
             "Kiprop runs the tills on Saturdays."]
    assert failing_cases(one_case, cases) == []
