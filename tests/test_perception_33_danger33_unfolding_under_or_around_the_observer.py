"""Session 33, round danger33: unfolding hazards around or under the observer.

* A rail or low wall the observer leans on or holds giving way (core.yaml
  ``danger.unfolding``: parapet, balustrade, railing, handrail, banister, guardrail) is danger
  now ("the old parapet she is leaning on cracks and shifts outward").
* A vehicle the observer rides in lifting onto two wheels, and a rover among the road
  vehicles ("the rover tips onto two wheels on the crater rim with Dmitri strapped in").
* A beast breaking into where the observer shelters ("a polar bear smashes the window of
  Maren's hut and pushes its head inside").
* Sliding toward a ship's open stern ramp or gunwale is a peril (``danger.perils.goals``).
* An alarm named for the loss of air in the observer's module sounds ("PRESSURE LEAK ALARM in
  Module C: Lucía is inside"); its drill or test is none.
* Guards: someone else's hut, a film's or a game's bear is no actual self threat; the
  observer's own work on a railing or with a crate is none.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Rosa"


def test_a_rail_or_a_vehicle_giving_way_under_the_observer_is_danger(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text

    cases = [f"The {rail} Rosa is leaning on {verb}." for rail, verb in itertools.product(
        ["parapet", "railing", "balustrade", "handrail", "banister", "guardrail"],
        ["cracks", "gives way", "collapses"])]
    cases += [f"The {ride} {verb} with Rosa strapped in." for ride, verb in itertools.product(
        ["rover", "ute", "jeep"], ["tips onto two wheels", "goes up on two wheels"])]
    assert failing_cases(one_case, cases) == []


def test_a_beast_breaking_in_or_a_slide_toward_the_stern_is_danger(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text

    cases = [f"A {beast} {verb} Rosa's {place}." for beast, verb, place in itertools.product(
        ["polar bear", "grizzly", "wolf"], ["smashes the window of", "smashes the door of"],
        ["hut", "cabin"])]
    cases += [f"Ice builds on the deck and Rosa {verb} toward the {goal}."
              for verb, goal in itertools.product(["slides", "skids"],
                                                  ["open stern ramp", "stern ramp", "gunwale"])]
    assert failing_cases(one_case, cases) == []


def test_an_alarm_for_a_leak_in_the_observers_module_is_danger(lex) -> None:
    def one_case(alarm, tail):
        text = f"The {alarm} goes off{tail}"
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text

    cases = list(itertools.product(
        ["leak alarm", "pressure leak alarm", "depressurisation alarm",
         "depressurization alarm"],
        [" in Module C while Rosa is inside.", " and Rosa runs to the hatch.",
         "; Rosa seals the bulkhead."]))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_place_a_film_or_a_drill_is_no_threat_of_the_observers(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, OBSERVER), text

    cases = ["A polar bear smashes the window of Tom's hut.",
             "A grizzly smashes the door of Tom's cabin.",
             "In the film, a bear smashes the window of the hut.",
             "In the game, Rosa's rover tips onto two wheels.",
             "Rosa runs the weekly leak alarm test.",
             "The leak alarm drill starts at noon; Rosa takes part.",
             "Rosa paints the railing.", "Rosa fixes the banister.",
             "Rosa walks toward the stern ramp.", "Rosa smashes the window of the hut."]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_hut_is_their_threat(lex) -> None:
    def one_case(text):
        assert "danger" in other_kinds(lex, text, OBSERVER), text

    cases = [f"A {beast} smashes the window of Tom's {place}." for beast, place in
             itertools.product(["polar bear", "grizzly", "wolf", "bear", "black bear"],
                               ["hut", "cabin"])]
    assert failing_cases(one_case, cases) == []
