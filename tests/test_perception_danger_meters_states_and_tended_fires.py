"""Hazards told by a meter's alarm or by a state of the place, and danger words that are no
threat now (core.yaml ``danger`` terms, ``unfolding`` groups and ``ending``, exceptions and
negation cues; engine ``perception._told_state``; session 21).

* A meter named for the hazard it finds sounding ("the gas detector shrieks in the tunnel",
  "your dosimeter alarms"), an evacuation siren: the hazard is there now; one sounding in a
  drill or a test the sentence names is none.
* A place filling with water ("the mine is filling with water"), air running out ("your
  oxygen is running low", "Ana is running out of air"): a threat now, the observer's own air
  too.
* Controls: a heart or a baby monitor, a bath filling, a fire kept in a kiln or a forge, a
  storm that passed hours ago, a dog running after a stick.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


THREATS = [
    "The gas detector shrieks on Ana's belt in the salt mine tunnel.",
    "Ana's gas monitor starts beeping at the bottom of the shaft.",
    "The H2S monitor goes off on the drill floor where Ana is working.",
    "The Geiger counter goes crazy as Ana opens the drum.",
    "Ana's dosimeter alarms in the reactor hall.",
    "The evacuation siren wails over the salt mine.",
    "The mine is filling with water.",
    "The hold fills with seawater around Ana.",
    "Ana's oxygen is running low at forty metres.",
    "Ana is running out of air at forty metres.",
]

YOURS = [
    "Your oxygen is running low.",
    "Your air supply is running out.",
    "Your dosimeter starts shrieking in the reactor hall.",
]

NONE = [
    "The heart monitor beside Ana's bed goes off.",
    "The baby monitor shrieks and Ana gets up.",
    "Ana's gas monitor beeps once as she switches it on for the bump test.",
    "The gas detector goes off during the bump test.",
    "The methane alarm goes off during the drill.",
    "Ana calibrates the gas detector before the shift.",
    "The bath fills with water while Ana reads.",
    "The kiln fire roars as Ana loads the last pots.",
    "The forge fire glows as Ana hammers the hinge.",
    "The storm passed hours ago and the sea at the rig is calm again.",
    "Ana throws a stick and the dog charges after it.",
]


def test_a_threat_now(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, OBSERVER), text

    cases = THREATS
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", YOURS)
def test_the_observers_own_air_and_meter(lex, text):
    assert "danger" in actual_kinds(lex, text), text


def test_no_threat(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, OBSERVER), text

    cases = NONE
    assert failing_cases(one_case, cases) == []


def test_a_tended_fire_owned_is_still_no_threat(lex):
    assert "danger" not in actual_kinds(lex, "You stoke your fire in the hut.")
    assert "danger" not in actual_kinds(lex, "You sharpen your knife.")


def test_a_bull_running_after_the_observer_is_a_threat(lex):
    assert "danger" in actual_kinds(lex, "The bull charges after Ana across the field.", OBSERVER)
