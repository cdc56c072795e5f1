"""A hurt on a body part whose owner is named with it, whoever or whatever did it (engine
``perception._part_owner``), and a part run over or trapped told in the passive (core.yaml
``injury.terms``).

* "The strap snaps, opening a gash across Mira's forearm", "the nurse picks gravel out of
  Mira's grazed palms": the owner of the part is hurt, not the thing or the person acting.
* "Mira's foot got run over by the dolly", "her fingers were trapped in the hinge".
* Controls: someone else's part is never the observer's; a part on someone unknown ("a man's")
  is not the observer's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

WOUNDS = ["a gash", "a deep cut", "a long scratch", "a red weal"]
PATHS = ["across", "down", "along"]
PARTS = ["forearm", "cheek", "shin", "hand"]
DOERS = ["The ratchet strap snaps and the buckle whips back, opening",
         "The blade skids off the knot, leaving"]

PASSIVE = ["{o}'s foot got run over by the dolly", "{o}'s toes were run over by a forklift",
           "{o}'s fingers got trapped in the hinge", "{o}'s thumb was jammed in the car door",
           "{o}'s hand got trapped in the roller"]


def injury(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "injury"]


def mine(lex, text: str) -> bool:
    return any(e.is_actual_self for e in injury(lex, text))


@pytest.mark.parametrize("doer,wound,path,part",
                         list(itertools.product(DOERS, WOUNDS[:2], PATHS, PARTS)))
def test_a_wound_across_the_observers_part(lex, doer, wound, path, part):
    text = f"{doer} {wound} {path} {OBSERVER}'s {part}."
    if not injury(lex, text):
        pytest.skip("no hurt term read")  # the owner is what is tested, not the wound word
    assert mine(lex, text), text


def test_a_wound_across_someone_elses_part(lex) -> None:
    def one_case(doer, wound, path, part):
        text = f"{doer} {wound} {path} Tomas's {part}."
        assert not mine(lex, text), text

    cases = list(itertools.product(DOERS, WOUNDS[:2], PATHS, PARTS))
    assert failing_cases(one_case, cases) == []


def test_a_wound_on_someone_unknown(lex) -> None:
    def one_case(path, part):
        text = f"{OBSERVER} stitches a gash {path} a man's {part}."
        assert not mine(lex, text), text

    cases = list(itertools.product(PATHS, PARTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("helper,hurt", list(itertools.product(
    ["The nurse", "Her coach", "A medic"], ["grazed palms", "burnt fingers", "cut knees"])))
def test_a_hurt_part_tended_by_someone_else_is_the_owners(lex, helper, hurt):
    assert mine(lex, f"{helper} picks the gravel out of {OBSERVER}'s {hurt}.")
    assert not mine(lex, f"{helper} picks the gravel out of Tomas's {hurt}.")


@pytest.mark.parametrize("frame", PASSIVE)
def test_a_part_run_over_or_trapped(lex, frame):
    text = frame.format(o=OBSERVER) + "."
    assert mine(lex, text), text


@pytest.mark.parametrize("frame", PASSIVE)
def test_someone_elses_part_run_over_or_trapped(lex, frame):
    text = frame.format(o="Tomas") + f" while {OBSERVER} loads the van."
    assert not mine(lex, text), text


@pytest.mark.parametrize("text", ["{o} runs over the foot of the hill to the car.",
                                  "{o} gets the bus over the bridge on foot.",
                                  "{o}'s coat got trapped in the door."])
def test_no_part_hurt(lex, text):
    assert not injury(lex, text.format(o=OBSERVER)), text


@pytest.mark.parametrize("hurt", ["bang their heads on the rail", "cut their hands on the glass"])
def test_her_as_an_object_before_a_shared_hurt_owns_nothing(lex, hurt):
    # "her" ends "the woman beside her", an object; the pair shares the hurt
    text = f"{OBSERVER} and the woman beside her {hurt}."
    assert mine(lex, text), text
