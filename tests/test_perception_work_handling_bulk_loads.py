"""Work: a load moved in bulk.

A verb of moving a load (carry, roll, wheel, heave, ferry, hump; core.yaml ``kinds.work.verbs``
with their own ``objects``) is the job when its object, within three words, is a plural load
of a trade: crates, barrels, kegs, casks, sacks, pallets, bales, "crates of", "trays of". A
single crate, a picnic basket, the shopping or a takeaway carried home stays no work, as do
another person's loads (no leak), a negated or a planned one. A verb with its own objects needs
one of them: alone at a workplace ("a cheese roll @ depot") it is nothing.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def events(lex, text: str) -> list:
    return perceive(text, lex, observer=OBSERVER)


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


CARRIERS = ["carries", "is carrying", "heaves", "ferries", "wheels"]
LOADS = ["crates of lemonade", "the crates", "sacks of flour", "two heavy sacks", "kegs",
         "pallets of tiles"]
PLACES = ["to the bar tent", "into the storeroom", "across the yard"]


def test_bulk_loads_moved_are_work(lex):
    missed = [text for verb, load, place in itertools.product(CARRIERS, LOADS, PLACES)
              if "work" not in mine(lex, text := f"Ana {verb} {load} {place}.")]
    assert missed == []


def test_barrels_rolled_and_trays_carried_are_work(lex):
    texts = ["Ana is rolling barrels into the cellar.",
             "Ana rolls the kegs down the ramp.",
             "Ana carries trays of punch to the high table for an hour.",
             "Ana spends the afternoon carrying bales into the barn."]
    assert [t for t in texts if "work" not in mine(lex, t)] == []


SINGLE_OR_HOME = ["Ana carries a crate of beer to the party.",
                  "Ana carries her picnic basket to the park.",
                  "Ana carries the shopping up the stairs.",
                  "Ana carries a tray of tea up to her grandmother.",
                  "Ana carries the takeaway curry home on the tram.",
                  "Ana carries her son on her shoulders.",
                  "Ana wheels her bike into the shed.",
                  "Ana rolls her eyes at the joke.",
                  "Ana rolls a cigarette on the step.",
                  "Ana is eating a cheese roll in the cab of her van @ depot: loading bay 6",
                  "Ana is waiting for the ferry @ port: quay 2",
                  "Ana carries on reading her book."]


def test_single_loads_own_things_and_other_senses_are_no_work(lex):
    assert [t for t in SINGLE_OR_HOME if "work" in mine(lex, t)] == []


OTHERS = ["Ana watches the porters carry crates of melons.",
          "Ana's brother carries crates of beer into the garage.",
          "The removal men heave sacks of plaster past Ana.",
          "Ana holds the door while the driver wheels the kegs in."]


def test_another_persons_loads_are_no_work_of_ana(lex):
    assert [t for t in OTHERS if "work" in mine(lex, t)] == []


NOT_NOW = ["Ana didn't carry a single crate all day.",
           "Ana will carry the crates to the lorry tomorrow.",
           "Ana never carries sacks of flour any more."]


def test_negated_and_planned_loads_are_no_work_now(lex):
    assert [t for t in NOT_NOW if "work" in mine(lex, t)] == []
