"""Hazard words naming a thing, small hurts named by their cause, and overhead gear or snow
slabs that break loose (core.yaml ``danger.not_before``, ``injury.terms``,
``danger.unfolding``).

* A bird named for the weather ("a storm petrel flutters low over the wake") is no storm, and
  a work titled by a hazard word, told by an apposition naming the work ("plays Avalanche!, a
  board game") is none; an apposition that describes the threat ("A fire, a small one,
  breaks out") keeps it.
* A scratch named with what gave it ("the tiniest scratch from a bramble", "scratches from
  the cat") is a hurt.
* A snow slab that releases or a slope that fractures above someone ("the slab released ten
  metres above Tamsin") is a threat to them; a paving slab laid or a cheese slab cut is none.
* Gear rigged overhead that swings or breaks loose ("a lighting rig swings loose") is a threat;
  a rig hung by a crew is work.

Seen in the tuning sets as h93, h97 and h99 lines; the grids widen each shape to
subjects x verbs x objects.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def has(lex, kind: str, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == kind and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def heard(lex, kind: str, text: str) -> bool:
    return any(e.kind == kind for e in perceive(text, lex, observer=OBSERVER))


def test_a_storm_petrel_is_a_bird(lex):
    fired = [text for petrel, verb in itertools.product(
        ["A storm petrel", "Two storm petrels", "The storm petrels"],
        ["flutters low over the wake as Dara leans on the rail",
         "skims the waves beside Dara's boat", "nest on the stack Dara is sketching"])
        if heard(lex, "danger", text := f"{petrel} {verb}.")]
    assert fired == []


def test_a_storm_over_the_boat_stays_a_threat(lex):
    missed = [text for subject in ["Dara's boat", "Your boat"]
              if not has(lex, "danger", text := f"A storm hits {subject} broadside.")]
    assert missed == []


def test_a_scratch_named_by_its_cause_is_a_hurt(lex):
    missed = [text for subject, scratch, cause in itertools.product(
        ["Dara gets", "You get", "Dara has"],
        ["the tiniest scratch from", "a scratch from", "two scratches from"],
        ["a bramble", "the rose bush", "a thorn on the path"])
        if not has(lex, "injury", text := f"{subject} {scratch} {cause}.")]
    assert missed == []


def test_a_scratched_head_is_no_hurt(lex):
    fired = [text for subject in ["Dara scratches her head.", "You scratch the cat's ears.",
                                  "Dara starts the drawing from scratch."]
             if has(lex, "injury", text := subject)]
    assert fired == []


def test_a_snow_slab_or_slope_breaking_above_someone_is_a_threat(lex):
    missed = [text for hazard, where in itertools.product(
        ["The slab released", "A wind slab released", "The slope fractures",
         "The snow slab fractures"],
        ["ten metres above Dara", "right above you", "just above Dara's skis"])
        if not has(lex, "danger", text := f"{hazard} {where}.")]
    assert missed == []


def test_a_slab_laid_or_cut_is_no_threat(lex):
    fired = [text for text in ["Dara lays a paving slab in the garden.",
                               "You cut the cheese slab and release the catch.",
                               "Dara releases the slab of butter from its wrapper."]
             if heard(lex, "danger", text)]
    assert fired == []


def test_overhead_gear_breaking_loose_is_a_threat(lex):
    missed = [text for gear, verb in itertools.product(
        ["A lighting rig", "The truss", "A speaker stack"],
        ["swings loose above Dara", "breaks loose right over you", "comes crashing down on Dara"])
        if not has(lex, "danger", text := f"{gear} {verb}.")]
    assert missed == []


def test_gear_rigged_by_a_crew_is_no_threat(lex):
    fired = [text for text in ["The crew hang the lighting rig over the stage while Dara watches.",
                               "Dara helps load the truss onto the lorry.",
                               "You bolt the speaker stack together for the show."]
             if heard(lex, "danger", text)]
    assert fired == []


def test_a_hazard_word_titling_a_work_is_no_threat(lex):
    fired = [text for verb, title, work in itertools.product(
        ["Dara plays", "You play", "Dara reads"], ["Avalanche!", "Storm Front", "Wildfire"],
        ["a board game from the cupboard", "a thriller", "the card game her nephew loves"])
        if heard(lex, "danger", text := f"{verb} {title}, {work}.")]
    assert fired == []


def test_an_apposition_describing_a_threat_keeps_it(lex):
    missed = [text for hazard, apposition, verb in itertools.product(
        ["A fire", "The storm"], ["a small one", "the worst in years"],
        ["breaks out in Dara's kitchen", "hits Dara's village"])
        if not has(lex, "danger", text := f"{hazard}, {apposition}, {verb}.")]
    assert missed == []
