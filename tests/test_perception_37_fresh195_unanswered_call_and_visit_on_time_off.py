"""A call nobody answers and a "drop in on" one's own time off (session 37, round fresh195: a
Tokyo convenience store night shift): "Nobody answered when Bishal rang his brother" is no talk,
as "nobody picks up" was; "Yui drops in on her night off to buy stamps", "pops in on his way
home" name when, not whom. Controls: "drops in on her gran", "drops in on Tom" stay company; a
meal after an unanswered call stays.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_nobody_answering_the_call_is_no_talk(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Bishal"), text

    cases = ["Nobody answered when Bishal rang his brother in Kathmandu, and the dal he brought "
             "for dinner is still sealed in its box.",
             "Nobody answered when Bishal rang his mum.",
             "Bishal rang his brother, but nobody answered.",
             "Bishal phones the landlord twice; no one answers."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "No one answered when Bishal called the landlord, so Bishal ate "
                        "his dinner.", "Bishal") == {"eat"}


def test_drop_in_on_one_s_own_time_names_no_one(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Yui"), text

    cases = ["Yui drops in on her night off to buy stamps; behind the counter the manager is "
             "eating a salad between customers.",
             "Yui drops in on her day off to pick up her pay.",
             "Yui pops in on her way to work.", "Yui drops in on her lunch break."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_visit_on_someone_stays_company(lex) -> None:
    assert actual_kinds(lex, "Yui drops in on her gran.", "Yui") == {"socialize"}
    assert actual_kinds(lex, "Yui drops in on Tom.", "Yui") == {"socialize"}
    assert actual_kinds(lex, "Yui drops in on her friends on her day off.",
                        "Yui") == {"socialize"}
