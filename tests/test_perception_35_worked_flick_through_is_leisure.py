"""Flicking or thumbing through is leafing through (session 35, round worked): "Hamish flicks
through a guidebook to the Kentmere Horseshoe" is no task, as "leafs through" is not. Control:
a work verb with its work object stays work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_flicking_or_thumbing_through_is_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Hamish"), text

    cases = ["Hamish flicks through a guidebook to the Kentmere Horseshoe.",
             "Hamish thumbs through the report on the train.",
             "Hamish flicks through a brochure about the new ferry."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Hamish files the expense claims for the sales team.",
                        "Hamish") == {"work"}
