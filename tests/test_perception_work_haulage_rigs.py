"""Haulage rigs as posts driven for a living, and a firm's quoted name before the post.

``status_activity.frames.posts`` holds lorries by their body (a curtainsider, an artic, a
flatbed, a big rig, a tow truck); driving one is the job ("Dolores drives a 'Fireball
Logistics' curtainsider down the hill in low gear"). Controls: one's own camper or car, a kin's
rig, and watching someone else drive stay no job of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

RIGS = ["a curtainsider", "the rig", "an artic", "a flatbed", "the tow truck",
        "a 'Fireball Logistics' curtainsider", "the big rig"]
SHAPES = ["Ana drives {r} down the hill in low gear.", "Ana is driving {r} over the pass.",
          "You steer {r} through the hairpins."]


def test_driving_a_haulage_rig_is_the_job(lex):
    wrong = [t for shape, rig in itertools.product(SHAPES, RIGS)
             if "work" not in actual_kinds(lex, t := shape.format(r=rig), "Ana")]
    assert wrong == []


def test_own_vehicles_and_others_driving_stay_no_job(lex):
    texts = ["Ana drives her camper over the pass.", "Ana drives her 'Betsy' camper home.",
             "Ana drives her car down the hill in low gear.",
             "Ana's father drives the rig over the pass.",
             "Ana watches Tom drive the rig over the pass."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []


PAPERS = ["the tachograph printout", "the bill of lading", "the delivery notes",
          "the cargo manifest", "the container seals", "the load sheet"]


def test_a_hauliers_and_a_ports_papers_are_the_job(lex):
    wrong = [t for verb, paper in itertools.product(["checks", "signs", "fills in"], PAPERS)
             if "work" not in actual_kinds(lex, t := f"Ana {verb} {paper}.", "Ana")]
    assert wrong == []


def test_someone_elses_papers_task_and_home_papers_stay_no_job(lex):
    texts = [f"Tom checks {paper} while Ana eats a sandwich." for paper in PAPERS] + \
        ["Ana checks her shopping receipt.", "Ana signs her birthday card."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
