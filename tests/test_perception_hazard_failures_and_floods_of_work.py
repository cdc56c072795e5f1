"""Hazard words for a failure or a rush of work (core.yaml ``danger.not_after``,
``danger.benign.figurative_of``).

* Software, a market or a show that crashes or bombs has failed ("Dara's code crashed the
  staging server", "the demo bombed in front of the investors", "the market crashed").
* A flood, an avalanche or a storm of bug reports, sign-ups or tickets is a rush of work.
* Controls: a plane or a car that crashes near someone, and a flood of water in their cellar,
  stay threats.

Written for the start-up and office settings the blind sets hold; the grids widen each shape
to subjects x verbs x objects.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def danger(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "danger" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_a_failure_told_as_a_crash_or_a_bomb_is_no_threat(lex):
    fired = [text for thing, verb in itertools.product(
        ["Dara's code", "The app", "The demo", "Your pitch", "The market", "Dara's laptop"],
        ["crashed in the meeting", "bombed in front of the investors", "crashes again"])
        if danger(lex, text := f"{thing} {verb}.")]
    assert fired == []


def test_a_rush_of_work_told_as_a_flood_is_no_threat(lex):
    fired = [text for hazard, work in itertools.product(
        ["A flood of", "An avalanche of", "A storm of"],
        ["bug reports", "sign-ups", "support tickets", "pull requests"])
        if danger(lex, text := f"{hazard} {work} hits Dara's inbox.")]
    assert fired == []


def test_a_crash_or_a_flood_near_someone_stays_a_threat(lex):
    missed = [text for text in ["The plane crashed near Dara's village.",
                                "A car crashed into Dara's fence.",
                                "A flood of muddy water pours into Dara's cellar."]
              if not danger(lex, text)]
    assert missed == []


def test_a_price_called_a_bomb_or_criticism_called_fire_is_no_threat(lex):
    fired = [text for text in ["The dress cost her a bomb.", "Dara spent a bomb on tickets.",
                               "The tickets cost you a bomb.", "Dara is under fire for the delay.",
                               "The manager is under fire over the rota, and Dara agrees."]
             if danger(lex, text)]
    assert fired == []
    missed = [text for text in ["A bomb goes off near Dara.",
                                "Dara is under fire from the ridge."]
              if not danger(lex, text)]
    assert missed == []
