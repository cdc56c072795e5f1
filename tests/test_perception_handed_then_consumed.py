"""Food or drink handed over, then consumed by a verb that points back at it (s8).

"The nurse puts a cup of cocoa in Piet's hands and he sips it slowly", "Kwame is handed a
bowl of goat soup and empties it in minutes", "Wei starts slurping at once": the food is named
once, then a consuming verb takes it by a pronoun ("it", "them", "half of it") or with no
object (``consume_verbs`` in core.yaml, ``perception._consumed_antecedents``); the one who got
it is the pronoun after "and" (``subjects.handing_verbs``, not a noun such as "in Piet's
hands"); "takes a long swallow" drinks like "a long pull". Seen in the tuning sets as 9
misses (h40-117, h8-144, r52-080, ho-095, h25-074, h32-074, h33-074, r54-093, h18-074); the
grid widens them to givers x handing verbs x foods and drinks x consuming verbs, with controls
where the pronoun is put somewhere, an object is named, the verb is a noun or an idiom, or the
food is someone else's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Piet"


GIVERS = ["The nurse", "His aunt", "The waiter", "Tom"]
HANDING = ["puts {food} in Piet's hands", "hands Piet {food}", "brings Piet {food}",
           "sets {food} down for Piet", "sets {food} in front of Piet", "slides Piet {food}",
           "ladles {food} onto Piet's plate"]
FOODS = [("a bowl of soup", "eat"), ("a plate of noodles", "eat"), ("a cup of cocoa", "drink"),
         ("a pint of lager", "drink"), ("a mug of tea", "drink")]
CONSUMING = {
    "eat": ["empties it in minutes", "slurps it down hungrily", "wolfs it down",
            "polishes off the rest", "starts slurping at once", "devours half of it"],
    "drink": ["sips it slowly", "drains half of it in one go", "empties it in minutes",
              "gulps it down", "takes a long swallow", "takes a long, grateful swallow"],
}


def test_what_is_handed_and_then_consumed_is_the_recipients(lex):
    missed = []
    for giver, handing, (food, kind) in itertools.product(GIVERS, HANDING, FOODS):
        if "ladles" in handing and kind == "drink":
            continue
        for consuming in CONSUMING[kind]:
            text = f"{giver} {handing.format(food=food)} and he {consuming}."
            if kind not in actual_kinds(lex, text, OBSERVER):
                missed.append(text)
    assert missed == []


def test_a_named_consumer_after_the_handing_takes_it(lex):
    missed = []
    for (food, kind), consuming in itertools.product(FOODS, ["empties it", "finishes it",
                                                             "slurps it down"]):
        text = f"The waiter slides {food} across the bar and Piet {consuming}."
        if kind not in actual_kinds(lex, text, OBSERVER):
            missed.append(text)
    assert missed == []


def test_the_food_may_be_named_a_sentence_before(lex):
    assert actual_kinds(lex, "His aunt hands Piet a bowl of goat soup. He empties it in minutes.",
                        OBSERVER) \
        == {"eat"}
    assert actual_kinds(lex, "At last Piet's noodles arrive, and he slurps them down.",
                        OBSERVER) == {"eat"}


def test_the_giver_consuming_is_not_the_recipient(lex):
    for food, _ in FOODS:
        assert actual_kinds(lex, f"Piet hands Tom {food} and he empties it in minutes.",
                            OBSERVER) == set()


CONTROLS = [
    # the pronoun is put somewhere, not consumed
    ("Piet buys a bottle of wine and empties it into the sink.", {"eat", "drink"}),
    ("Piet makes a pot of tea and empties it down the drain.", {"eat", "drink"}),
    # an object is named: the verb is about it
    ("Piet carries a bowl of soup to the table and empties the bins.", {"eat", "drink"}),
    ("Piet drinks a glass of water and drains the pasta.", {"eat"}),
    # no consuming verb: a preposition, an adjective
    ("Piet brings a bowl of soup to the table. He sits down, and the bowl is empty.",
     {"eat", "drink"}),
    # no food named before it
    ("The nurse hands Piet a form and he finishes it in minutes.", {"eat", "drink"}),
    # an idiom
    ("Piet leaves his coffee on the wall, looks out at the valley and drinks it in.",
     {"drink"}),
    # a bird
    ("Piet watches a swallow dart over the barn.", {"drink"}),
    # given up to someone else
    ("You give up your place by the heater to the old woman, and she sleeps there.", {"sleep"}),
]


def test_a_pronoun_put_away_or_a_named_object_is_no_consuming(lex):
    assert [(text, actual_kinds(lex, text, OBSERVER) & kinds) for text, kinds in CONTROLS
            if actual_kinds(lex, text, OBSERVER) & kinds] == []
