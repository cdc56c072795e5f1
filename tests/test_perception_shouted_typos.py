"""A long word typed all in capitals inside mixed-case text is emphasis, not a name, so a typo
in it is still read ("Amaru is SLEEPNG in the van"): ``perception._names`` and
``_Text.shouted``. Short capitals (NHS, ICU) stay names or acronyms.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_shouted_typo_is_read(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Amaru")

    cases = [
        ("Amaru is SLEEPNG in the van", "sleep"),
        ("Amaru is SLEEPNG in the van.", "sleep"),
        ("Amaru is finally SLEEPNG after the night shift.", "sleep"),
        ("Amaru is DRINKNG a pint of water", "drink"),
        ("After the run you are DRINKNG two pints of water.", "drink"),
        ("Amaru is EATTING a pie in the van", "eat")]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Amaru reads the NHS leaflet in the van.",
    "Amaru parks the van outside the ICU.",
    "Amaru waves at MARTA across the car park."])
def test_short_capitals_and_names_give_no_event(lex, text):
    assert actual_kinds(lex, text, "Amaru") <= {"socialize"}
