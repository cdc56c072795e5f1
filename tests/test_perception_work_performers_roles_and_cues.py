"""A circus's performers and hands, herders, stable hands and the press named by their post
("Ingrid, the ringmaster, calls the acts") do that job in the sentence's task; posing is a
model's or a performer's job when a shoot's frame names it ("poses for a sponsor's
photographer", "smiling on cue"). A tourist's pose, a hobby's juggler or clown and someone
else stay no work."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ingrid"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


ROLES = ["the ringmaster", "the acrobat", "the trapeze artist", "the stable hand",
         "a camel herder", "the lion tamer", "a reporter"]
TASKS = ["checks the rigging before the show", "brushes down the stallion",
         "counts the takings"]


def test_a_post_in_apposition_names_the_job(lex):
    texts = [f"{OBSERVER}, {r}, {t}." for r, t in itertools.product(ROLES, TASKS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Mira, the ringmaster, checks the rigging before the show.",
    "Ingrid watches the acrobat check the rigging.",
    "Ingrid, the clown of the family, tells a joke at dinner.",
    "Ingrid, a keen juggler, spins plates in the garden.",
])
def test_someone_elses_post_or_a_hobby_is_no_work(lex, text):
    assert not works(lex, text)


POSERS = {"Ingrid": "poses", "You": "pose"}
FRAMES = ["for a sponsor's photographer", "for the photo shoot",
          "for the fashion shoot by the river", "for the video, smiling on cue"]


def test_posing_for_a_shoot_is_the_job(lex):
    texts = [f"{s} {v} {f}." for (s, v), f in itertools.product(POSERS.items(), FRAMES)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_a_tourists_pose_someone_else_or_a_plan_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Ingrid poses for a photo by the fountain.",
        "Ingrid poses for a selfie with the clown.",
        "Ingrid poses for the camera with her friends at the wedding.",
        "Mira poses for a sponsor's photographer.",
        "Ingrid will pose for the photo shoot tomorrow.",
    ]
    assert failing_cases(one_case, cases) == []
