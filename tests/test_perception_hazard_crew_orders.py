"""An order to a whole crew or staff to get off or out, given with a threat (core.yaml
``cues.local``): the threat is where those ordered are, the observer's now.

* "sixty-knot gusts are forecast at the wind farm and all crews must be off the turbines by
  noon", "'Smoke in the basement — all staff evacuate via the rear stairs now.'", "'Solar
  storm inbound: all crew to the shielded core'" are the observer's threat.
* Controls: the same threat told of another town with no order, or a threat long past, stays
  none of the observer's.

Seen in the tuning sets as h33, h83 and h95 lines; the grids widen each shape to threats x
orders.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def danger(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "danger" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


THREATS = ["sixty-knot gusts are forecast at the wind farm this afternoon",
           "a fire has broken out in the basement", "a solar storm is inbound"]
ORDERS = ["all crews must be off the turbines by noon", "all staff evacuate via the rear stairs",
          "all crew must get to the shielded core", "all staff must leave the building"]


def test_a_threat_with_an_order_to_the_whole_crew_is_the_observers(lex):
    missed = [text for speaker, threat, order in itertools.product(
        ["The skipper radios that", "The tannoy announces that"], THREATS, ORDERS)
        if not danger(lex, text := f"{speaker} {threat} and {order}.")]
    assert missed == []


def test_a_threat_elsewhere_or_past_without_an_order_is_not_the_observers(lex):
    fired = [text for text in [
        "The news says a fire broke out in a warehouse across the city last night.",
        "Dara reads about a storm that hit another country years ago."]
        if danger(lex, text)]
    assert fired == []
