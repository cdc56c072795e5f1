"""A meal shared with someone goes to the one it was shared with.

"Jovan shares his water with the girl at the well, and she drinks it all in one go" (h10-101)
gave Jovan the drink: "share" + "water" is a light verb and its object, and the sharer is its
subject. Sharing one's food or drink hands it over: when someone else then eats or drinks in
the same sentence, the shared meal is theirs; when it is shared with the observer ("Mei
shares her noodles with him", r49-145, him = Ruben), the observer eats
(``subjects.sharing_verbs``, engine/perception.py ``_shared_with``, session 9). The controls
keep the observer's own drink when they drink too ("we both drink") and a bottle shared with
nobody eating after it.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Jovan"


def meals(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER)
            if e.is_actual_self and e.kind in ("eat", "drink")}


SHARERS = ["Jovan shares his", "I share my", "You split your", "Jovan shared his"]
FOOD = [("water", "drinks it all in one go"), ("tea", "drinks it"),
        ("bread", "eats it slowly"), ("soup", "eats every spoonful"),
        ("sandwich", "eats half of it")]
TAKERS = [("the girl at the well", "she"), ("Ana", "she"), ("the old woman", "she")]


def test_a_meal_shared_with_someone_who_eats_it_is_theirs(lex):
    texts = [f"{sharer} {food} with {taker}, and {pronoun} {act}."
             for sharer, (food, act), (taker, pronoun) in itertools.product(SHARERS, FOOD,
                                                                          TAKERS)]
    assert {text: meals(lex, text) for text in texts} == {text: set() for text in texts}


def test_a_meal_shared_with_the_observer_is_theirs(lex):
    texts = [f"Jovan sits on the bench. {giver} {food} with {you} while they talk."
             for giver, food, you in itertools.product(
                 ["Mei shares her", "The waitress shares her", "Tom splits his"],
                 ["noodles", "sandwich", "soup"], ["him", "you", "Jovan"])]
    assert {text: meals(lex, text) for text in texts} == {text: {"eat"} for text in texts}


CONTROLS = {
    "I share my water with the girl and we both drink.": {"drink"},
    "Jovan shares a bottle of wine with Tom.": {"drink"},
    "Jovan shares his water with the girl and drinks the rest himself.": {"drink"},
    # someone else's drink of another kind takes nothing shared
    "Jovan shares his soup with Tom, and Ana drinks a coffee.": {"eat"},
}


def test_the_sharer_who_drinks_too_keeps_it(lex):
    assert {text: meals(lex, text) for text in CONTROLS} == CONTROLS
