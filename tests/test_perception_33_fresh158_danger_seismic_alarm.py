"""An earthquake alarm sounding where the subject is is a danger (session 33, fresh158).

* core.yaml ``danger`` terms: "seismic alarm", "seismic alert", "earthquake alarm", "earthquake
  alert", "earthquake siren", "quake alarm", as the tsunami and tornado sirens.
* Controls: someone else's alarm far away is theirs; a drill said with no alarm is none.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def test_an_earthquake_alarm_where_the_observer_is_is_danger(lex) -> None:
    def one_case(alarm, frame):
        text = frame.format(alarm)
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text

    cases = list(itertools.product(
        ["seismic alarm", "seismic alert", "earthquake alarm", "earthquake siren",
         "quake alarm"],
        ["The {} goes off in Ana's hotel at 3 a.m.",
         "The {} sounds as Ana stands in the kitchen.",
         "Ana hears the {} and runs out of the building."]))
    assert failing_cases(one_case, cases) == []


def test_controls_someone_elses_alarm_far_away(lex) -> None:
    text = "Ana's sister in Lima texts that the earthquake siren went off there."
    assert actual_kinds(lex, text, OBSERVER) == set()
    assert other_kinds(lex, text, OBSERVER) == {"danger"}
