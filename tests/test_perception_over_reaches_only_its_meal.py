"""Session 10: "over" takes the meal right after it, never a drink someone else has further on.

The drink kind lists "over" among its light verbs ("lingers over a cappuccino", "unwinds over a
cold beer"), and a verb's object may be up to the kind's ``window`` (6) tokens on, so "Wiremu is
reading; over the fence his neighbour Hemi is drinking a beer" gave Wiremu a drink (r62-043, a
leak), and "a fight with his flatmate over the last of the milk" a drink too. A light verb may
now carry its own window in the lexicon (``{term: over, window: 3}``): a preposition's object is
the noun right after it. Company kept over food and drink is :func:`_over_a_meal`'s grammar
(s8), which now also takes a list joined by "and" ("gossiping over pie and coffee": both).
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Wiremu"


def test_a_drink_after_over_the_fence_is_the_drinkers_only(lex):
    wrong = []
    for place, other, drink in itertools.product(
            ("over the fence", "over the hedge", "over the road", "over the wall"),
            ("his neighbour Hemi", "Hemi", "the man next door"),
            ("is drinking a beer", "sips a cup of tea", "is drinking lemonade")):
        text = f"Wiremu is reading in the garage; {place} {other} {drink}."
        if "drink" in actual_kinds(lex, text, OBSERVER):
            wrong.append(text)
    assert wrong == []


def test_things_over_which_nobody_drinks(lex):
    for text in ("Wiremu gets in a fight with his flatmate over the last of the milk.",
                 "The chair lift swings over the drop and Wiremu grips the bar.",
                 "Wiremu leans over the bar and reads the wine list."):
        assert "drink" not in actual_kinds(lex, text, OBSERVER), text


def test_company_over_a_listed_meal_is_each_of_its_kinds(lex):
    wrong = []
    for verb, (meal, kinds) in itertools.product(
            ("gossips with his sister", "catches up with Ana", "chats with his mates"),
            (("pie and coffee", {"eat", "drink"}), ("scones and tea", {"eat", "drink"}),
             ("a pint", {"drink"}), ("a plate of dumplings", {"eat"}))):
        text = f"Wiremu {verb} over {meal}."
        if actual_kinds(lex, text, OBSERVER) != {"socialize"} | kinds:
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []


def test_over_a_drink_alone_is_still_drinking(lex):
    for text in ("Wiremu lingers over a cappuccino at the window.",
                 "Wiremu unwinds over a cold beer on the porch.",
                 "Over a mug of cocoa, Wiremu reads the paper."):
        assert actual_kinds(lex, text, OBSERVER) >= {"drink"}, text


def test_a_light_verb_may_carry_its_own_window(tmp_path):
    """A designer's ``{term: ..., window: N}`` in a kind's ``verbs`` bounds that verb only."""
    from engine.lexicon import compile_lexicon

    def drinks(window: int) -> bool:
        lexicon = compile_lexicon([{"kinds": {"drink": {
            "subject": "agent", "verbs": ["have", {"term": "over", "window": window}],
            "objects": ["beer"]}}}])
        text = "You lean over the counter and the barman pours a beer."
        return any(e.kind == "drink" for e in perceive(text, lexicon))

    assert (drinks(3), drinks(8)) == (False, True)
