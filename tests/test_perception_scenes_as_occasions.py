"""Round 36: a film's or a play's scene, shot or take named as what a task is for is the job.

The work frames' ``occasions`` (core.yaml) hold scenes by their kind ("the duel scene", "her
death scene"), "for the scene", "for the camera", "for the take", "on set"; ``rehearse`` joins
the ``tasks`` (a not_verb that a frame naming the job makes a task). Taken from h32-130
("Valeria rehearsed the duel scene with the cast until after midnight"), r47-043 ("Svetlana
is running her lines in the trailer for tomorrow's fight scene") and h27-083, widened to
performers x scenes x rehearsal verbs. Controls: "the scene" alone (described, arrived at), a
speech rehearsed for a wedding, someone else rehearsing while the observer watches.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


SCENES = ["the duel scene", "her death scene", "the love scene", "the final scene",
          "the big scene", "the opening scene"]
SHAPES = ["Ana rehearses {s} with the cast until after midnight.",
          "Ana rehearsed {s} again after lunch.",
          "Ana is rehearsing {s} in the trailer."]


def test_a_scene_rehearsed_is_the_job(lex):
    missed = [text for shape, s in itertools.product(SHAPES, SCENES)
              if "work" not in actual_kinds(lex, text := shape.format(s=s), OBSERVER)]
    assert missed == []


FOR_THE_SHOT = ["Ana is running her lines in the trailer for tomorrow's love scene.",
                "Ana adjusts the lamp for the next take.",
                "Ana checks the monitor for the shot.",
                "Ana fixes the actor's wig for the camera."]


def test_a_task_for_a_shot_or_a_take_is_the_job(lex):
    assert [t for t in FOR_THE_SHOT if "work" not in actual_kinds(lex, t, OBSERVER)] == []


NOT_A_SHOOT = ["Ana describes the scene to her friend.",
               "Ana paints the scene of the harbour for her sister.",
               "Ana rehearses her speech for the wedding.",
               "Ana watches the lead actor rehearse the duel scene.",
               "Ana arrives at the scene of the accident.",
               "Ana poses for the camera at her birthday party."]


def test_a_scene_that_is_no_production_is_no_work(lex):
    assert [t for t in NOT_A_SHOOT if "work" in actual_kinds(lex, t, OBSERVER)] == []
