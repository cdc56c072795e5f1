"""A loose thing that strikes into, onto or against the observer or a shield of theirs (a
windscreen, a helmet) is a near miss (core.yaml ``danger.near_miss.strikes``, and the hazard
verbs "smack", "whack", "thwack").

* "A chunk of tread smacks into my windscreen", "a bolt whacks against Ines's helmet", "a
  loose sheet of ice slams into Ines on the ramp".
* Controls: a body part reached by "into" is caught, not struck ("the puppy tumbles into
  Ines's arms"); someone's own seat ("Ines falls into her chair"); someone else struck is
  theirs.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_thing_striking_the_observer_or_their_shield_is_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [
        (None, "A chunk of tread peels off the truck ahead and smacks into my windscreen."),
        (None, "A rock smacks into your windscreen on the mine road."),
        ("Ines", "A bolt whacks against Ines's helmet in the engine room."),
        ("Ines", "A loose sheet of ice slams into Ines on the ramp."),
        ("Ines", "A hailstone the size of an egg thwacks against Ines's visor on the ski lift."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("observer,text", [
    ("Ines", "The puppy tumbles into Ines's arms."),
    ("Ines", "Ines falls into her chair after the night shift in the laundry."),
    ("Ines", "The kids tumble onto the sofa next to Ines."),
    ("Ines", "A ball rolls next to Ines on the monastery lawn."),
])
def test_no_strike_on_the_observer_is_no_danger(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer), text


@pytest.mark.parametrize("text", [
    "A loose sheet of ice slams into Tom while Ines loads the sled.",
    "A loose sheet of ice slams into her brother while Ines loads the sled.",
])
def test_someone_else_struck_is_not_the_observers(lex, text):
    # what "into" strikes is right after it, not the observer named further on
    assert "danger" not in actual_kinds(lex, text, "Ines")
