"""A second verb in an irregular past after "and", and a hire shop's floor as a workplace.

- After a given-up meal or a leisure verb, the verb after "and" may be an irregular past
  ("Tanvir skipped lunch and went straight to the watch room to finish the hydrant survey"):
  the errand's task is judged by its own frame.
- ``verb_alone_at`` holds hire and repair shops, where the staff fit and fix the gear ("spent
  the whole day in the hire shop fixing bindings").
Controls: a leisure errand after "and", someone else's errand, and a customer's doings at a
hire shop stay no job.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

FIRSTS = ["Ana skipped lunch", "Ana skipped the station gym again", "Ana yawned"]
GOINGS = ["went straight to the watch room", "ran back to the office", "drove to the depot"]
TASKS = ["to finish the hydrant survey", "to rebuild the brake ducts"]


def test_an_irregular_past_after_and_leads_to_the_task(lex):
    wrong = [t for first, going, task in itertools.product(FIRSTS, GOINGS, TASKS)
             if "work" not in actual_kinds(lex, t := f"{first} and {going} {task}.", "Ana")]
    assert wrong == []


def test_leisure_errands_and_someone_elses_stay_no_job(lex):
    texts = [f"{first} and went to the park to read a book." for first in FIRSTS] + \
        [f"Tom skipped lunch and went straight to the watch room {task}." for task in TASKS]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []


SHOPS = ["the hire shop", "the ski hire", "the repair shop", "the rental shop"]


def test_fixing_gear_at_a_hire_shop_is_the_job(lex):
    wrong = [t for shop, task in itertools.product(
        SHOPS, ["fixing bindings", "waxing the rental skis", "adjusting the boots"])
        if "work" not in actual_kinds(lex, t := f"I spent the whole day in {shop} {task}.", "Ana")]
    assert wrong == []


def test_a_customer_at_a_hire_shop_stays_no_job(lex):
    texts = [f"Ana {doing} at {shop}." for shop, doing in itertools.product(
        SHOPS, ["picks up her skis", "pays for the skis", "tries on boots",
                "waits in the queue"])]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
