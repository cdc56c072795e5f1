"""Dishes and drinks of many cuisines, vessels drained, mouths wetted, reflexive gorging.

Core.yaml's eat and drink ``objects`` name dishes and drinks of many cuisines without a
generic food word ("is having shakshuka", "wolfs down a churrasco", "is having a cà phê sữa
đá"), so a consumption verb with one of them is eating or drinking. A drinking vessel drained
or emptied is drunk even when the drink is not named ("drains her cup"); a mouth or throat
wetted is a drop drunk; "gorge" takes every reflexive. Controls: the dish only cooked, ordered
or someone else's; a vessel put down, rinsed or emptied into a sink; a pan drained; hair wetted.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Hugo"


DISHES = ["shakshuka", "feijoada", "churrasco", "misir wot", "khachapuri", "pelmeni",
          "okonomiyaki", "bunny chow", "bobotie", "jambalaya", "pozole",
          "nasi lemak", "kimbap", "lahmacun", "bigos", "moqueca", "ugali"]
EAT_VERBS = ["is having", "wolfs down", "tucks into", "finishes", "is enjoying a plate of"]

DRINKS = ["cà phê sữa đá", "café con leche", "kopi", "karak", "sahlep", "glühwein",
          "kompot", "shochu", "mango lassi", "nimbu pani", "barley tea", "atole"]
DRINK_VERBS = ["is having a", "sips a", "is sipping his", "finishes his", "knocks back a"]


def test_a_dish_of_any_cuisine_is_eaten(lex):
    wrong = []
    for verb, dish in itertools.product(EAT_VERBS, DISHES):
        text = f"Hugo {verb} {dish} at the counter."
        if actual_kinds(lex, text, OBSERVER) != {"eat"}:
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []


def test_a_drink_of_any_country_is_drunk(lex):
    wrong = []
    for verb, drink in itertools.product(DRINK_VERBS, DRINKS):
        text = f"Hugo {verb} {drink} on the terrace."
        if actual_kinds(lex, text, OBSERVER) != {"drink"}:
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []


def test_a_dish_cooked_ordered_or_eaten_by_someone_else_is_not_eaten(lex):
    for dish in DISHES[:8]:
        for text in (f"Hugo cooks {dish} for his guests.",
                     f"Hugo orders the {dish} and waits.",
                     f"Marco is having {dish} while Hugo watches.",
                     f"Hugo reads a recipe for {dish}."):
            assert "eat" not in actual_kinds(lex, text, OBSERVER), text


VESSELS = ["cup", "mug", "glass", "pint"]
OWNERS = [("Hugo", "his"), ("You", "your"), ("I", "my")]


def test_a_vessel_drained_or_emptied_is_drunk(lex):
    wrong = []
    for (subj, own), vessel, verb in itertools.product(OWNERS, VESSELS,
                                                        ("drains", "empties", "drained")):
        if subj != "Hugo" and verb.endswith("s"):
            verb = verb[:-1] if verb == "drains" else "empty"
        text = f"{subj} {verb} {own} {vessel} in one go."
        if actual_kinds(lex, text, OBSERVER) != {"drink"}:
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []


def test_a_vessel_handled_but_not_drunk_is_no_drink(lex):
    for vessel in VESSELS:
        for text in (f"Hugo puts down his {vessel}.",
                     f"Hugo rinses his {vessel} and puts it away.",
                     f"Hugo doesn't drain his {vessel}.",
                     f"Marco drains his {vessel}."):
            assert "drink" not in actual_kinds(lex, text, OBSERVER), text
    for vessel in ("cup", "mug", "glass"):
        text = f"Hugo empties the dregs of his {vessel} into the sink."
        assert "drink" not in actual_kinds(lex, text, OBSERVER), text
    assert actual_kinds(lex, "Hugo drains the pasta.", OBSERVER) == set()
    assert actual_kinds(lex, "Hugo empties the bottle into the sink.", OBSERVER) == set()


def test_a_mouth_or_throat_wetted_is_a_drop_drunk(lex):
    for subj, own in OWNERS:
        for part in ("mouth", "throat"):
            verb = "wets" if subj == "Hugo" else "wet"
            text = f"{subj} {verb} {own} {part} with a capful of water."
            assert actual_kinds(lex, text, OBSERVER) == {"drink"}, text
    assert actual_kinds(lex, "Hugo wets his hair under the tap.", OBSERVER) == set()
    assert actual_kinds(lex, "Hugo wets his brush.", OBSERVER) == set()


def test_gorge_takes_every_reflexive(lex):
    for subj, refl in (("Hugo", "himself"), ("Hugo", "herself"), ("You", "yourself"),
                       ("I", "myself"), ("Hugo and Marco", "themselves")):
        verb = "gorges" if subj == "Hugo" else "gorge"
        text = f"{subj} {verb} {refl} on roast goose and pie."
        assert "eat" in actual_kinds(lex, text, OBSERVER), text
    assert "eat" not in actual_kinds(lex, "Marco gorges himself on pie while Hugo watches.",
                                     OBSERVER)
    assert "eat" not in actual_kinds(lex, "Hugo won't gorge himself on pie.", OBSERVER)


def test_mate_after_a_drinking_verb_or_vessel_is_the_drink(lex):
    for text in ("Hugo drinks mate on the porch.", "Hugo is sipping mate through a bombilla.",
                 "Hugo is drinking mate from a gourd.", "Hugo shares a gourd of mate with Ana.",
                 "You drink mate with the gauchos.", "I brew mate and sip it slowly."):
        assert "drink" in actual_kinds(lex, text, OBSERVER), text


def test_a_mate_who_is_a_friend_is_no_drink(lex):
    assert "drink" not in actual_kinds(lex, "Hugo shares a flat with his mate.", OBSERVER)
    assert "drink" not in actual_kinds(lex, "Hugo's drinking mate Dave laughs at him.", OBSERVER)
    assert "drink" not in actual_kinds(lex, "Marco sips mate while Hugo reads.", OBSERVER)
    assert "drink" not in actual_kinds(lex, "Hugo waves to his mate across the road.", OBSERVER)


def test_everyday_foods_and_soft_drinks_by_name(lex):
    wrong = []
    for verb, food in itertools.product(("is having", "tucks into"),
                                        ("cheese on toast", "a fish supper", "rice pudding",
                                         "a flatbread", "gingerbread", "a jaffa cake")):
        text = f"Hugo {verb} {food} by the fire."
        if actual_kinds(lex, text, OBSERVER) != {"eat"}:
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    for verb, drink in itertools.product(("is having a", "sips a", "finishes his"),
                                         ("mocktail", "cream soda", "pina colada", "fruit tea",
                                          "tomato juice", "bone broth")):
        text = f"Hugo {verb} {drink} on the terrace."
        if actual_kinds(lex, text, OBSERVER) != {"drink"}:
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []
    assert actual_kinds(lex, "Hugo buys a fish supper for his mother and goes home.",
                        OBSERVER) == set()
    assert "eat" not in actual_kinds(lex, "Hugo has orange hair.", OBSERVER)
