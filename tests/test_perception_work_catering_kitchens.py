"""A caterer's kitchens in a status line: cooking for many is the job there.

``status_activity.venues`` holds the kitchens of caterers and hospitality units (a field
kitchen, a team's hospitality unit, a catering tent): a home word in their sub-place ("kitchen")
no longer excludes the brigade's task. Controls: the same tasks at a home kitchen stay no job,
and a guest's leisure at such a place stays none.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

PLACES = ["field kitchen: burner 1", "hospitality unit: kitchen", "catering tent: prep table",
          "hospitality suite: kitchen", "catering truck: hob"]
TASKS = ["is heating the ghee for the tadka", "is grating parmesan over the trays of pasta",
         "is steaming dumplings in bamboo baskets", "is plating risotto",
         "is pan-frying dumplings for the sponsor guests"]


def test_cooking_at_a_caterers_kitchen_is_the_job(lex):
    wrong = [t for place, task in itertools.product(PLACES, TASKS)
             if "work" not in actual_kinds(lex, t := f"Ana {task} @ {place}", "Ana")]
    assert wrong == []


def test_cooking_at_a_home_kitchen_stays_no_job(lex):
    homes = ["home: kitchen", "flat 4: kitchen", "cottage: kitchen"]
    wrong = [t for place, task in itertools.product(homes, TASKS)
             if "work" in actual_kinds(lex, t := f"Ana {task} @ {place}", "Ana")]
    assert wrong == []


def test_leisure_at_a_caterers_kitchen_stays_no_job(lex):
    idle = ["is reading the paper", "is waiting in line", "is eating a bowl of stew",
            "is chatting with her cousin"]
    wrong = [t for place, task in itertools.product(PLACES, idle)
             if "work" in actual_kinds(lex, t := f"Ana {task} @ {place}", "Ana")]
    assert wrong == []


def test_someone_else_cooking_there_is_theirs(lex):
    wrong = [t for place in PLACES
             if "work" in actual_kinds(lex, t := f"Tom is plating risotto @ {place}", "Ana")]
    assert wrong == []
