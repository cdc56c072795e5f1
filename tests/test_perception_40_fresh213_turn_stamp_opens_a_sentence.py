"""A chat turn's time stamp opens a new sentence even after a turn with no end mark, so the
last turn's report or plan does not reach into it (session 40, round fresh213;
perception._turn_stamps): "[08:05] Asha: ... she says 10 mins [08:06] Asha: had a chai
already" is a drink. Controls: a plan or a report inside its own turn keeps its mode.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize(("text", "observer", "mine", "theirs"), [
    ("[08:05] Asha: at mama Zuhura's waiting for chapati, she says 10 mins [08:06]"
     ' Asha: had a chai already',
     'Asha', {'drink'}, set()),
    ('[08:05] Asha: I will eat later [08:06] Asha: drank a chai', 'Asha', {'drink'}, {'eat'}),
    ('[08:05] Asha: Tom says hi [08:06] Asha: drank a chai', 'Asha', {'drink'}, set()),
])
def test_the_next_turn_is_out_of_the_last_turns_report_or_plan(
        lex, text, observer, mine, theirs) -> None:
    """The drink of the next turn is the observer's own, now."""
    assert actual_kinds(lex, text, observer) == mine
    assert other_kinds(lex, text, observer) == theirs


@pytest.mark.parametrize(("text", "observer", "mine", "theirs"), [
    ('[08:05] Asha: I will eat later', 'Asha', set(), {'eat'}),
    ('[08:05] Asha: Tom says he drank a chai', 'Asha', set(), {'drink'}),
    ('[08:05] Tom: just ate [08:06] Asha: nice', 'Asha', {'socialize'}, {'eat'}),
])
def test_a_plan_or_a_report_in_its_own_turn_keeps_its_mode(
        lex, text, observer, mine, theirs) -> None:
    """What the turn itself plans or reports stays planned or reported."""
    assert actual_kinds(lex, text, observer) == mine
    assert other_kinds(lex, text, observer) == theirs
