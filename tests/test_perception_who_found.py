"""What the observer finds someone doing is that person's, however far from the finding verb.

"On my break I went up to the roof and found two of the lads from the Spanish desk out there,
sharing a bottle of wine and laughing at something on a phone" (r49-187) gave the observer the
laughing: the predicate stood 18 tokens after "found", beyond the rule's old reach of 16.
"Fabian finds him there, asleep on the landing, with an empty bottle of plum brandy by his
boot" (r49-117) gave him the bottle: a "with" phrase describes the one found as a comma or a
participle does (engine/perception.py ``_found_other``, session 9). The grid crosses finding
verbs, the people found (with long place phrases) and what they are doing; the controls keep
what the observer does after finding someone.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ivo"


FINDERS = ["I went up to the roof and found", "Ivo finds", "You find", "I caught"]
FOUND = ["two of the lads from the Spanish desk out there",
         "the old porters from the night shift behind the boiler house",
         "three of the new interns from the sales floor in the stairwell"]
DOINGS = [", sharing a bottle of wine and laughing at something on a phone",
          ", drinking beer and chatting about football",
          ", eating chips and laughing",
          ", asleep on the benches with an empty bottle of rum by the door"]


def test_what_the_found_people_do_is_theirs(lex):
    leaks = {text: got for finder, found, doing in itertools.product(FINDERS, FOUND, DOINGS)
             if (got := actual_kinds(lex, text := f"{finder} {found}{doing}.", OBSERVER))}
    assert leaks == {}


def test_an_empty_bottle_with_the_one_found_is_theirs(lex):
    texts = [f"{finder} {who}{where}, {state}, with an empty bottle of {drink} by his boot."
             for finder, who, where, state, drink in itertools.product(
                 ["Ivo finds", "I found", "You find"], ["him", "Brother Kaspar", "the porter"],
                 [" there", " in the bell tower", ""], ["asleep on the landing", "snoring"],
                 ["plum brandy", "gin", "wine"])]
    assert {text: actual_kinds(lex, text,
                               OBSERVER) for text in texts} == {text: set() for text in texts}
    assert actual_kinds(lex, "I found him asleep with an empty bottle of rum.", OBSERVER) == set()
    assert actual_kinds(lex, "I found him with an empty bottle of rum.", OBSERVER) == set()


CONTROLS = {
    "I found the others in the canteen, and I ate my lunch with them.": {"eat", "socialize"},
    "Ivo finds a quiet table in the canteen, eating his lunch slowly.": {"eat"},
    "I found a bench and sat there, eating my sandwich.": {"eat"},
    "I went to the roof and found my friends and chatted with them over a beer.":
        {"drink", "socialize"},
    "I found a quiet table in the canteen and ate my lunch.": {"eat"},
}


def test_what_the_finder_does_stays_theirs(lex):
    assert {text: actual_kinds(lex, text, OBSERVER) for text in CONTROLS} == CONTROLS
