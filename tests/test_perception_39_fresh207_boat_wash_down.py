"""A boat or its deck washed, hosed or swabbed down is work, and a rescue station's boats are
work objects (session 39, round fresh207, ``work.terms``, ``work.objects``): "turned up this
morning to wash the boat down", "carries on hosing out the inshore boat". Controls: a car
washed down, a meal washed down, a washing line, sitting in a lifeboat.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_boat_washed_down_is_work(lex) -> None:
    cases = [("Rhys hasn't slept since Friday night's shout, but he still turned up this "
              "morning to wash the boat down.", {"work"}),
             ("Rhys washes the boat down.", {"work"}),
             ("Rhys hoses down the deck after the shout.", {"work"}),
             ("Rhys washes down the deck.", set()),
             ("Rhys swabs the decks.", {"work"}),
             ("Huw keeps his head down and carries on hosing out the inshore boat.", {"work"}),
             ("Rhys checks the lifeboat's engines.", {"work"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, case[0].split()[0]) == want, text

    assert failing_cases(one_case, cases) == []


def test_controls_chores_meals_and_lines(lex) -> None:
    assert actual_kinds(lex, "Rhys washes the car down.", "Rhys") == set()
    assert actual_kinds(lex, "Rhys washes down his lunch with a beer.", "Rhys") == {"drink"}
    assert actual_kinds(lex, "Amaru strings a new washing line between the fence posts.",
                        "Amaru") == set()
    assert actual_kinds(lex, "Rhys sits in the lifeboat eating a pie.", "Rhys") == {"eat"}
