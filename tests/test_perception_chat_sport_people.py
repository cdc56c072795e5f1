"""A sport word right before people names who they are, not the sport now (core.yaml
exercise ``not_before``): "eats sushi with the rugby team" is a meal in company, not rugby;
the sport itself, played or trained for, is still exercise.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive


def events(lex, text: str, observer: str) -> list:
    return list(perceive(text, lex, observer=observer))


def mine(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in events(lex, text, observer) if e.is_actual_self}


SPORTS = ["rugby", "football", "hockey", "netball", "rowing", "ski"]
PEOPLE = ["team", "squad", "lads", "mates", "girls"]
MEALS = ["Bjarne eats sushi with the {s} {p}.", "Bjarne has a pint with the {s} {p}.",
         "Bjarne is having dinner with the {s} {p} at the Crown."]


def test_a_meal_with_a_sport_s_people_is_company_not_the_sport(lex) -> None:
    def one_case(sport, people, frame):
        text = frame.format(s=sport, p=people)
        got = events(lex, text, "Bjarne")
        assert "socialize" in mine(lex, text, "Bjarne"), text
        assert not any(e.kind == "exercise" and e.mode == "actual" and not e.negated
                       for e in got), text

    cases = list(itertools.product(SPORTS, PEOPLE, MEALS))
    assert failing_cases(one_case, cases) == []


def test_a_sport_s_club_or_crowd_is_no_exercise(lex) -> None:
    def one_case(sport, group):
        text = f"Bjarne has a pint at the {sport} {group}."
        assert "exercise" not in mine(lex, text, "Bjarne"), text

    cases = list(itertools.product(SPORTS, ["club", "crowd"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("sport", ["rugby", "football", "hockey", "netball"])
def test_the_sport_played_is_still_exercise(lex, sport):
    for text in (f"Bjarne plays {sport} with the team.",
                 f"Bjarne goes to {sport} training with the squad.",
                 f"Bjarne plays {sport} for an hour."):
        assert "exercise" in mine(lex, text, "Bjarne"), text
