"""The errand a trip is made for is the activity: after a going verb and its destination,
``to`` + a verb is judged by its own work frame.

"Sigrun climbs down to the cellar deck to inspect the blowout preventer", "Ana goes to the
office to collect the purchase orders": the going verb is leisure, the purpose verb's object a
trade thing. Controls: an intention ("decides to bake", "is going to load"), someone else's
doing after ``for`` ("waits for the kettle to boil in the galley"), a purpose with no frame
("walks to the shop to buy milk") and a meal fetched stay no work now.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

GOES = ["climbs down to the cellar deck", "goes to the store room", "walks over to the yard",
        "hurries back to the ward"]
ERRANDS = ["inspect the blowout preventer", "check the defibrillator",
           "collect the blood samples", "fetch the scoop stretcher"]


def test_a_trips_errand_with_a_trade_object_is_the_job(lex):
    wrong = [t for go, errand in itertools.product(GOES, ERRANDS)
             if "work" not in actual_kinds(lex, t := f"Ana {go} to {errand}.", "Ana")]
    assert wrong == []


def test_intentions_other_doers_and_frameless_errands_are_no_job(lex):
    texts = ["Ana decides to bake forty loaves for the market.",
             "Ana is going to load the delivery van before dawn.",
             "Ana is waiting for the kettle to boil in the galley.",
             "Ana walks to the shop to buy milk.",
             "Ana goes to the shop to grab a sandwich.",
             "Ana walks to the bus stop to collect her kids.",
             "Ana goes to the park to play with the dog."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
