"""A warning of what could happen where the observer is tells a risk now (session 32, round danger).

* A form of ``danger.warned_groups.verbs`` (warn, alert, radio) and "that", then a threat of the
  observer's with "could" or "might" in its clause: the observer's threat is actual, as "may
  collapse" already was ("a voice note warns that the wall above Driss's stall could come
  down", "the radio warns that the bridge Ana is on might collapse").
* Controls: a later or conditional time in the threat's clause ("could come down next week",
  "if it rains") keeps it a plan; a threat said with no warning ("Tom says the roof could cave
  in") and one for someone else's place ("above Tom's desk") are not the observer's now.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"
WARNERS = ["A voice note warns that", "A notice on the door warns that", "The radio warns that",
           "The council's message warns that"]
THREATS = ["the wall above Ana's stall could come down", "the roof above your desk could cave in",
           "the bridge Ana is on might collapse", "the old wall above Ana's stall might collapse"]


def test_a_warning_of_what_could_happen_where_the_observer_is_is_a_threat_now(lex) -> None:
    def one_case(warner, threat):
        text = f"{warner} {threat}."
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text

    assert failing_cases(one_case, list(itertools.product(WARNERS, THREATS))) == []


def test_a_risk_for_later_or_told_without_a_warning_is_not_a_threat_now(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == set(), text

    cases = [f"{warner} {threat}" for warner, threat in itertools.product(
        WARNERS, ["the wall above Ana's stall could come down next week.",
                  "the roof above your desk could cave in if it rains.",
                  "the roof above Tom's desk could cave in."])]
    cases += ["Tom says the roof above Ana's stall could cave in one day.",
              "The roof above Ana's stall could cave in if it rains."]
    assert failing_cases(one_case, cases) == []
