"""A film unit's shots and gear as trade things.

"Lior shoots the establishing shot of the church from the water tower at dawn", "Sem dug the
camera pit": a task on one of them is the job. Controls: a tourist's photo, a wide shot on
one's phone, and someone else's task stay no job of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

THINGS = ["the establishing shot of the church", "the camera pit", "the continuity notes",
          "the tracking shot", "the playback speakers", "the jib arm"]


def test_a_task_on_a_film_units_thing_is_the_job(lex):
    wrong = [t for verb, thing in itertools.product(["sets up", "checks", "reworks"], THINGS)
             if "work" not in actual_kinds(lex, t := f"Ana {verb} {thing}.", "Ana")]
    assert wrong == []


def test_tourist_shots_and_others_tasks_stay_no_job(lex):
    texts = ["Ana takes a wide shot of the beach with her phone.",
             "Ana takes a selfie by the church.", "Ana photographs the sunset."] + \
        [f"Tom checks {thing} while Ana naps." for thing in THINGS]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
