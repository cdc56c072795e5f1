""""Have" as an auxiliary before another verb's food is no meal.

"Has" + a regular or -ght participle + a food ("has cooked a curry", "had bought a loaf",
"has asked the bartender for a gin and tonic") is the perfect of another verb: cooking, buying or
ordering, not eating or drinking (engine/perception.py ``_AUX_MEAL_ENDS``). A participle that is
part of the food's own name ("has fried rice", "has baked beans on toast", "had mixed nuts")
stays a meal: core.yaml names those dishes. Controls: "has had", "has eaten", "has finished",
a plain "has" + food.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Sasha"


SUBJECTS = [("Sasha", "has"), ("Sasha", "had"), ("You", "have"), ("I", "have")]
OTHER_VERBS = ["cooked", "bought", "ordered", "brought", "packed", "fetched", "delivered",
               "baked", "prepared"]
FOODS = [("a curry", "eat"), ("a loaf of bread", "eat"), ("a cake for the party", "eat"),
         ("a bottle of wine", "drink"), ("a pot of tea", "drink")]


def test_have_before_another_verbs_participle_is_no_meal(lex):
    wrong = []
    for (subj, have), verb, (food, kind) in itertools.product(SUBJECTS, OTHER_VERBS, FOODS):
        text = f"{subj} {have} {verb} {food}."
        if kind in actual_kinds(lex, text, OBSERVER):
            wrong.append(text)
    assert wrong == []


def test_ordering_through_someone_is_no_drink(lex):
    for text in ("Sasha has asked the bartender for a gin and tonic and waits.",
                 "Sasha has pressed the button for a hot chocolate and stands by the machine."):
        assert "drink" not in actual_kinds(lex, text, OBSERVER), text


def test_a_meal_after_have_is_still_a_meal(lex):
    wrong = []
    for (subj, have), (food, kind) in itertools.product(
            SUBJECTS, [("fried rice", "eat"), ("baked beans on toast", "eat"),
                       ("mixed nuts at the bar", "eat"), ("scrambled eggs", "eat"),
                       ("roasted vegetables and rice", "eat"), ("a curry", "eat"),
                       ("mulled wine by the fire", "drink"), ("iced coffee", "drink")]):
        text = f"{subj} {have} {food}."
        if kind not in actual_kinds(lex, text, OBSERVER):
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []
    for text in ("Sasha has had a curry.", "Sasha has eaten a curry.",
                 "Sasha has finished her curry.", "Sasha has shared a pizza with Marco."):
        assert "eat" in actual_kinds(lex, text, OBSERVER), text
