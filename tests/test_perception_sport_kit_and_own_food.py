"""Round 35: a sport's place or clothes named on the way is no play; food left on the plate
gives up no meal for a task.

The exercise kind's ``not_before`` (core.yaml) now holds a sport's place and clothes (baths,
costume, trunks, goggles, cap, shoes, boots, bottle): "You ride the tram towards the swimming
baths, where your lesson starts at seven" (r54-079) names where the swim will be. And a framed
task's manner "without eating" followed by ``it``/``them`` is about the verb's own object, not
a meal given up for the job: "Nkechi pushes the jollof rice around her plate without eating any
of it" (r54-063) is no work. Controls: swimming and running themselves stay exercise, and a
task done "without eating" stays framed as the job.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


SPORTS = ["swimming", "running", "football", "rugby"]
THINGS = ["baths", "costume", "boots", "shoes", "cap", "goggles", "bottle"]
SHAPES = ["Ana rides the tram towards the {s} {t}.", "Ana packs her {s} {t} into a bag.",
          "Ana finds her old {s} {t} in the attic."]


def test_a_sports_place_or_clothes_is_no_play(lex):
    wrong = [text for shape, sport, thing in itertools.product(SHAPES, SPORTS, THINGS)
             if "exercise" in actual_kinds(lex, text := shape.format(s=sport, t=thing), OBSERVER)]
    assert wrong == []


def test_the_sport_itself_stays_exercise(lex):
    for text in ("Ana is swimming lengths at the baths.", "Ana goes running along the canal.",
                 "Ana plays football in the park.", "Ana swims in the sea before breakfast."):
        assert "exercise" in actual_kinds(lex, text, OBSERVER), text


FOODS = ["the jollof rice", "the porridge", "the peas", "her noodles"]


def test_food_pushed_around_uneaten_is_no_work(lex):
    wrong = [text for food in FOODS
             if "work" in actual_kinds(lex, text := f"Ana pushes {food} around her plate without "
                                                    "eating any of it.", OBSERVER)]
    assert wrong == []


def test_a_task_done_without_eating_stays_the_job(lex):
    for text in ("Ana shapes loaves without eating since dawn.",
                 "Ana has been serving without a break."):
        assert "work" in actual_kinds(lex, text, OBSERVER), text
