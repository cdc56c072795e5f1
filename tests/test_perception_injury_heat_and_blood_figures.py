"""A hot drink downed in one and blood set moving by exercise are no hurt (core.yaml
``injury.not_before``).

* "drinks it in one scalding go", "does push-ups to get the blood moving", "gets the blood
  pumping": none.
* Controls: a scald on a body part and blood pouring from a wound stay injuries, the owner's.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

NONE = ["{o}'s coffee arrives and she drinks it in one scalding go.",
        "{o} downs the tea in one scalding go before the bell.",
        "{o} does push-ups beside the van to get the blood moving.",
        "{o} jogs on the spot to get the blood pumping.",
        "{o} stamps her feet to keep the blood circulating."]
HURT = ["{o} scalds her hand on the kettle.", "{o}'s hand is bleeding.",
        "{o} feels her knee go on the landing."]


def injury(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "injury"]


def test_no_hurt(lex) -> None:
    def one_case(frame):
        text = frame.format(o=OBSERVER)
        assert not any(e.is_actual_self for e in injury(lex, text)), text

    cases = NONE
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("frame", HURT)
def test_a_hurt_stays(lex, frame):
    text = frame.format(o=OBSERVER)
    assert any(e.is_actual_self for e in injury(lex, text)), text
    assert not any(e.is_actual_self for e in injury(lex, frame.format(o="Tomas")))
