"""Work: a machine's parts handled by the maintenance verb family, and a crew's drills.

- The maintenance verbs (swap, tighten, dismantle, lubricate, unjam, unblock, flush,
  adjust...; core.yaml ``kinds.work.verbs``) are the job with a work object ("while swapping
  a valve", "dismantles the compressor"); a household's or one's own thing ("unblocks the
  kitchen sink", "tightens the bolts on her bike") and speech ("swaps a nod with the
  postman") stay no work.
- A crew's drill of its own job (pit-stop drills, a lifeboat or an evacuation drill; core.yaml
  ``kinds.work.terms``) is work; a sport's drills are not, nor another person's drill.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Ana"


VERBS = ["swaps", "reassembles", "tightens", "dismantles", "lubricates", "unjams", "flushes",
         "adjusts"]
PARTS = ["the valve on the pump", "the compressor", "the sensor on the turbine"]


def test_maintenance_verbs_on_a_machines_part_are_work(lex):
    missed = [text for verb, part in itertools.product(VERBS, PARTS)
              if "work" not in actual_kinds(lex, text := f"Ana {verb} {part}.", OBSERVER)]
    assert missed == []


def test_a_part_swapped_in_a_while_clause_is_work(lex):
    text = "Burned my forearm on a coolant line while swapping a valve."
    assert "work" in {e.kind for e in perceive(text, lex, observer="Radek") if e.is_actual_self}


HOME = ["Ana adjusts her helmet strap.",
        "Ana swaps seats with her brother.",
        "Ana swaps a brief nod with the postman.",
        "Ana unblocks the kitchen sink.",
        "Ana tightens the bolts on her bike.",
        "Ana adjusts the mirror and pulls out of the car park.",
        "Ana flushes the toilet."]


def test_home_things_own_things_and_greetings_are_no_work(lex):
    assert [t for t in HOME if "work" in actual_kinds(lex, t, OBSERVER)] == []


DRILLS = ["pit-stop drills with the crew", "a lifeboat drill on the aft deck",
          "an evacuation drill on the rig"]


def test_a_crews_drills_are_work(lex):
    missed = [text for drill in DRILLS
              if "work" not in actual_kinds(lex, text := f"Ana runs {drill}.", OBSERVER)]
    assert missed == []


NOT_WORK = ["Ana runs passing drills with her team.",
            "Ana watches the crew run pit-stop drills.",
            "Ana won't run the evacuation drill until tomorrow."]


def test_sport_drills_and_others_drills_are_no_work_of_ana(lex):
    assert [t for t in NOT_WORK if "work" in actual_kinds(lex, t, OBSERVER)] == []
