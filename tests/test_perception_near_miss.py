"""Near misses are danger (s8): a hazard that passed the observer by.

A hazard verb (core.yaml ``danger.near_miss.hazards``: falls, tips over, slides, lands) is a
threat to the subject of a negated injury in its sentence or the next ("Nils was not injured
when the proving rack tipped over"), and to a person right after a proximity word
(``near_miss.near``: "lands a step behind Jamal", "whistles past Noah's ear", "misses her
feet"). A negation before an injury denies the injury, not a threat named after it ("was not
injured in the crash"). Seen in the tuning sets as 7 danger misses (h6-057, h10-131, h33-140,
r42-071, r42-075, r52-050, h28-048); the grids widen each shape to subjects x hazards x
places, with controls that must stay calm.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Jamal"


THINGS = ["A brick", "A loose tile", "The shelf", "A crate", "A branch"]
FALLS = ["fell off the roof", "tipped over", "toppled off the stack", "crashed down",
         "slid off the ledge", "rolled off the lorry"]
DENIALS = ["Jamal was not hurt", "Jamal wasn't injured", "Jamal isn't burnt",
           "none of us, Jamal included, were hurt"]


def test_a_hazard_beside_a_denied_injury_is_danger(lex):
    missed = []
    for thing, fall, denial in itertools.product(THINGS, FALLS, DENIALS):
        for text in (f"{thing} {fall}; {denial}.", f"{denial} when {thing.lower()} {fall}."):
            if "danger" not in actual_kinds(lex, text, OBSERVER):
                missed.append(text)
    assert missed == []


def test_a_denied_injury_does_not_deny_the_crash_after_it(lex):
    for hurt, threat in itertools.product(["injured", "hurt"], ["crash", "explosion", "storm"]):
        assert actual_kinds(lex, f"Jamal was not {hurt} in the {threat}.", OBSERVER) == {"danger"}


NEAR = ["landed a step behind Jamal", "landed a metre from Jamal", "whistled past Jamal's ear",
        "missed Jamal's head by a hair", "landed right beside Jamal"]


def test_a_hazard_that_lands_near_the_observer_is_danger(lex):
    missed = [text for thing, near in itertools.product(THINGS, NEAR)
              if "danger" not in actual_kinds(lex, text := f"{thing} fell from above and {near}.",
                                              OBSERVER)]
    assert missed == []


def test_a_hazard_whose_touch_is_denied_is_danger(lex):
    for thing in THINGS:
        assert "danger" in actual_kinds(lex, f"{thing} drops from the scaffolding and lands right "
                                             "beside Jamal; it doesn't touch him.", OBSERVER)


def test_a_near_miss_of_someone_else_is_theirs(lex):
    for thing, near in itertools.product(THINGS, NEAR):
        text = f"{thing} fell from above and {near.replace('Jamal', 'Tom')}."
        assert "danger" not in actual_kinds(lex, text, OBSERVER)


CALM = ["Jamal falls asleep beside Tom.", "Jamal drops by to see Tom.",
        "Jamal's friend drops by, and they sit behind the shed.",
        "The leaves fall past the window behind the house.",
        "Jamal walks past Tom's car and waves.",
        "Jamal fell behind Tom on the climb.",
        "Nils fell asleep on the tram and missed his stop.",
        "Jamal drops the letter in the box beside the door.",
        "A pigeon struts past Jamal's shoes while he rests.",
        "The plan fell through, but Jamal wasn't hurt by it.",
        "Prices fell again this month.",
        "Jamal rolls his eyes at Tom."]


def test_calm_sentences_with_hazard_words_are_no_danger(lex):
    assert [text for text in CALM if "danger" in actual_kinds(lex, text, OBSERVER)] == []
