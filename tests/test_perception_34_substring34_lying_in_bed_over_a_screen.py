"""Lying in bed over a screen, a page or the radio is idle rest (session 34, round
substring34). The sets write "lies in bed watching a video called 'Most Dangerous Roads in the
World'" and "lay in bed scrolling LINE until noon" as rest: "lie in bed" with watching,
scrolling, reading or listening right after it is a rest term (core.yaml ``rest``), whatever
title follows. "Lies in bed" alone stays none (ill or asleep as often), and so does lying
awake. Controls: someone else's stays theirs, a plan or a denial keeps its mode, an illness told
instead stays the illness.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_lying_in_bed_over_a_screen_a_page_or_the_radio_is_rest(lex) -> None:
    def one_case(verb, activity):
        text = f"Ana {verb} in bed {activity} until lunchtime."
        assert actual_kinds(lex, text, "Ana") == {"rest"}, text

    cases = [(v, a)
             for v in ["lies", "lay", "is lying", "was lying"]
             for a in ["watching cartoons on her tablet", "scrolling through her messages",
                       "reading a paperback called 'The Killing Field'",
                       "listening to the shipping forecast on the radio"]]
    assert failing_cases(one_case, cases) == []


def test_controls_lying_in_bed_alone_awake_or_ill_is_no_rest(lex) -> None:
    def one_case(text):
        assert "rest" not in actual_kinds(lex, text, "Ana"), text

    cases = ["Ana lies in bed.",
             "Ana lies awake listening to the fridge hum.",
             "Ana will lie in bed reading on Sunday.",
             "Ana doesn't lie in bed reading any more."]
    assert failing_cases(one_case, cases) == []
    text = "Ana lies in bed with flu, watching the ceiling."
    assert actual_kinds(lex, text, "Ana") == {"illness"}, text
    text = "Ana's brother lies in bed watching cartoons."
    assert actual_kinds(lex, text, "Ana") == set(), text
    assert other_kinds(lex, text, "Ana") == {"rest"}, text
