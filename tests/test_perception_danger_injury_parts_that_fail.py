"""A body part that fails on its owner, told with the part as the subject, and a part
slammed, caught or crushed told in the passive (core.yaml ``injury.terms``, session 21).

* "Ana's ankle rolls on the step", "my back goes out as I lift the keg", "his hamstring
  tears on the sprint", "her lip splits": the part's owner is hurt.
* "Ana's finger gets slammed in the hatch", "her toes were crushed under the pallet": the
  same (a part "caught in" a machine is left to danger, its threat).
* "on the loose" before a surface names loose ground, not a beast loose ("her ankle turns on
  the loose cobble" is a hurt, no threat).
* Controls: someone else's part is not the observer's; a warm-up's "ankle rolls" and a boat
  that rolls are none; a beast on the loose is still a threat.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


FAILS = [
    "Ana's ankle rolls on the step of the signal box.",
    "Ana's ankle turns on the loose cobble.",
    "Her ankle buckles under her as Ana jumps down from the wagon.",
    "My back goes out as I lift the keg.",
    "Your knee buckles on the monastery stairs.",
    "Ana's hamstring tears on the last sprint.",
    "Ana's wrist snaps as she lands on the ice.",
    "Ana's shoulder pops out as she hauls the net.",
    "Ana's lip splits on the rig's railing.",
    "Your achilles snaps on the stairs of the salt mine.",
    "My calf tears halfway up the scree.",
]

CAUGHT = [
    "Ana's finger gets slammed in the submarine hatch.",
    "Your hand gets slammed in the winch housing.",
    "Ana's toes were crushed under the pallet.",
    "My fingers got pinched in the folding table.",
    "Ana's arm gets crushed in the mangle in the hospital laundry.",
]

NOT_MINE = [
    "Tom's ankle rolls on the step; Ana helps him up.",
    "Tom's finger gets slammed in the hatch.",
    "Ana does ankle rolls to warm up before the climb.",
    "The boat rolls gently at its mooring while Ana reads.",
    "Ana slips a little on the loose gravel but keeps walking.",
]


def test_a_part_that_fails_hurts_its_owner(lex) -> None:
    def one_case(text):
        observer = None if text.startswith(("My", "Your")) else OBSERVER
        assert "injury" in actual_kinds(lex, text, observer), text

    cases = FAILS
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", CAUGHT)
def test_a_part_caught_or_crushed_hurts_its_owner(lex, text):
    observer = None if text.startswith(("My", "Your")) else OBSERVER
    assert "injury" in actual_kinds(lex, text, observer), text


@pytest.mark.parametrize("text", NOT_MINE)
def test_no_hurt_of_the_observers(lex, text):
    assert "injury" not in actual_kinds(lex, text, OBSERVER), text
    assert "danger" not in actual_kinds(lex, text, OBSERVER), text


def test_a_beast_on_the_loose_is_still_a_threat(lex):
    assert "danger" in actual_kinds(lex, "A wolf is on the loose near Ana's camp.", OBSERVER)
