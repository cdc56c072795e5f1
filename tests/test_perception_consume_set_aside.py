"""Session 9: food or drink put by for later is eaten or drunk then, not now.

Core.yaml's eat and drink kinds' ``set_aside`` section: a term of the kind as a purpose
infinitive ("to eat", "to drink") after one of its ``verbs`` (carry, save, leave, wrap, put) in
the sentence, followed by one of its ``later`` phrases (after, later, tonight, for lunch; an
"it" between allowed), is planned (:func:`engine.perception._set_aside`). Taken from r59-077
("Brigid carries the fish supper home in its paper and leaves it on the kitchen table to eat
after her shower"), widened to subjects x verbs x foods x times, with controls: a purpose
infinitive with no time ("takes her sandwich outside to eat in the sun"), a time with no verb
that puts food by ("stops to eat after the climb"), and a meal now ("sits down to eat").
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Brigid"


def modes(lex, text: str) -> set[tuple[str, str]]:
    return {(e.kind, e.mode) for e in perceive(text, lex, observer=OBSERVER)
            if e.subject == "self" and not e.negated}


SUBJECTS = {"Brigid": ("carries", "saves", "leaves", "wraps", "puts aside", "keeps"),
            "I": ("carry", "save", "leave", "wrap", "put aside", "keep"),
            "You": ("carry", "save", "leave", "wrap", "put aside", "keep")}
FOODS = ["the fish supper", "half the sandwich", "a slice of cake", "the leftover curry"]
TIMES = ["after her shower", "later", "tonight", "for lunch", "when the shift ends",
         "once the kids are asleep"]


def test_food_put_by_to_eat_later_is_planned(lex):
    wrong = []
    for (subj, verbs), food, when in itertools.product(SUBJECTS.items(), FOODS, TIMES):
        for verb in verbs:
            text = f"{subj} {verb} {food} to eat {when}."
            if modes(lex, text) != {("eat", "planned")}:
                wrong.append((text, modes(lex, text)))
    assert wrong == []


def test_food_left_somewhere_and_pointed_back_at_is_planned(lex):
    for place in ("on the kitchen table", "in the fridge", "by the kettle"):
        for when in ("after her shower", "later", "in the morning"):
            text = f"Brigid carries the fish supper home and leaves it {place} to eat {when}."
            assert modes(lex, text) == {("eat", "planned")}, text
            text = f"Brigid brings the chips home and leaves them {place} to eat them {when}."
            assert modes(lex, text) == {("eat", "planned")}, text


def test_a_drink_put_by_to_drink_later_is_planned(lex):
    for verb, drink, when in itertools.product(("puts", "leaves", "saves", "stashes"),
                                               ("a bottle of beer", "the last of the cider"),
                                               ("after the match", "later", "tonight")):
        text = f"Brigid {verb} {drink} in the fridge to drink {when}."
        assert modes(lex, text) == {("drink", "planned")}, text


CONTROLS = [  # a meal now: no verb that puts food by, or no time still to come
    ("Brigid sits down to eat her lunch.", {("eat", "actual")}),
    ("Brigid stops to eat after the climb.", {("eat", "actual")}),
    ("Brigid takes her sandwich outside to eat in the sun.", {("eat", "actual")}),
    ("Brigid eats half the sandwich and saves the rest.", {("eat", "actual")}),
    ("Brigid carries the soup to the table and eats it after grace.", {("eat", "actual")}),
]


def test_controls_stay_meals_now(lex):
    wrong = [(text, modes(lex, text)) for text, want in CONTROLS if modes(lex, text) != want]
    assert wrong == []
