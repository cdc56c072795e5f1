"""A working vehicle handled or sat at by its driver is the job (session 22).

- Verbs that move a post into its place (``status_activity.frames.drives``: pull, back, turn,
  swing, ease, nose, besides drive, reverse, steer, ...) with a post as their object ("pulls the
  truck into the weighbridge", "backs the bin lorry up the alley") are driving it for a living;
  a car stays one's own ("backs her car out of the garage").
- "is at the wheel of / behind the wheel of / at the controls of" + a post ("the night bus", "the
  lorry", "the crane") is operating it; "behind the wheel of his car" is no job.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_post_driven_or_sat_at_is_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Bogdan")

    cases = [
        "Bogdan pulls the truck into the weighbridge and hands over his papers.",
        "Bogdan backs the bin lorry up the narrow alley behind the market.",
        "Bogdan swings the artic into the loading yard.",
        "Bogdan is at the wheel of the night bus, pulling away from the depot.",
        "Bogdan was behind the wheel of the lorry all morning.",
        "Bogdan is at the controls of the crane, lifting steel beams onto the roof.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Bogdan backs his car out of the garage.",
    "Bogdan is behind the wheel of his car.",
    "Bogdan pulls the blanket over his head.",
    "Bogdan rides the night bus home after the party.",
])
def test_ones_own_car_or_a_ride_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Bogdan")
