"""A fire danger rating is a sign's or a bulletin's scale, no fire here (session 34, round
substring34). The [substring] sets write "fiddles with the fire-danger rating sign, turning the
arrow from HIGH to EXTREME" as no danger to the one turning it: "fire danger rating" (with or
without the hyphen) names the scale (core.yaml ``exceptions``). Controls: a fire seen or a
bushfire coming stays a threat.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_fire_danger_rating_is_no_fire(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana"), text

    cases = ["Ana turns the fire-danger rating sign to VERY HIGH outside the shed.",
             "Ana checks the fire danger rating on the council website.",
             "The fire danger rating board at the gate says LOW, and Ana drives on.",
             "Ana paints new fire-danger ratings onto the roadside board."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_fire_seen_stays_a_threat(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ana"), text

    cases = ["Ana sees a fire racing up the ridge toward the shed.",
             "A fire breaks out in the kitchen and Ana runs for the door."]
    assert failing_cases(one_case, cases) == []
