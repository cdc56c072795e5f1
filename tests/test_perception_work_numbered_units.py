"""A served person's numbered unit as a status line's sub-place.

"@ deck 8: cabin 8231", "@ Willow Court: flat 12", "@ Grand Hotel: suite 4": a cabin, flat or
room named by its number (one of ``status_activity.frames.served`` ending in "#") is a guest's,
a tenant's or a patient's place, where housekeepers and trades do their task; the home word no
longer excludes the task there. Controls: the same tasks under a home main place, a guest's own
things and leisure there stay no job, and someone else's task stays theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

PLACES = ["deck 8: cabin 8231", "Willow Court: flat 12", "Mill Street: flat 5B",
          "MS Fjordhav: cabin 212", "Grand Hotel: suite 4"]
TASKS = ["is making up the beds", "is fitting a smoke alarm in the hallway",
         "is repairing a leaking tap", "is replacing the shower seal"]


def test_a_task_at_a_numbered_unit_is_the_job(lex):
    wrong = [t for place, task in itertools.product(PLACES, TASKS)
             if "work" not in actual_kinds(lex, t := f"Ana {task} @ {place}", "Ana")]
    assert wrong == []


def test_a_home_main_place_own_things_and_leisure_stay_no_job(lex):
    texts = [f"Ana {task} @ home: room 3" for task in TASKS] + \
        [f"Ana {task} @ {place}" for place, task in itertools.product(
            PLACES, ["is ironing her dress", "is packing her suitcase", "is reading a novel",
                     "is lacing her boots"])]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []


def test_an_unnumbered_home_sub_place_still_excludes(lex):
    texts = [f"Ana {task} @ Willow Court: flat" for task in TASKS] + \
        [f"Ana {task} @ lakeside: cabin" for task in TASKS]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
