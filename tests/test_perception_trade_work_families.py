"""trade work told by its own verbs and objects: a surgeon's procedures, a stockman's
mustering, a baker's shaping of a batch, a film or stage crew's day, and the served people's
plurals.

Families in the work kind of core.yaml: the verbs ``perform``/``carry out`` with procedures
(operation, surgery, caesarean, biopsy, ...) and ``scrub in``/``operate on`` (r48-069,
h34-122); ``muster``/``round up`` with stock (cattle, steers, ewes, lambs; r69-114); a baker's
``shape``/``glaze``/``score``/``egg-wash`` + a plural batch (loaves, baguettes, rolls, buns,
croissants as a bare plural; h26-051, r46-097) and "knock back the dough" (r46-142); a crew's "on
set", "strike the set", "call the cues", "fly ropes", "set-ups" (h10-114, h35-063, h35-064,
h35-074, r47-094), with "between set-ups" a time, no work (h10-081); and "customers",
"guests", "passengers" as objects (their plural is a person word of its own: h37-144).
Controls: home baking, a leisure round-up, a play watched, food eaten, a patient undergoing
surgery.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


def misses(lex, texts) -> list[str]:
    return [t for t in texts if "work" not in actual_kinds(lex, t, OBSERVER)]


def hits(lex, texts) -> list[str]:
    return [t for t in texts if "work" in actual_kinds(lex, t, OBSERVER)]


SUBJECTS = ["Ana", "Ana and her registrar"]
PROCEDURES = ["a caesarean", "a Cæsarean", "an emergency operation", "the surgery",
              "a biopsy", "an amputation", "a C-section", "an appendectomy"]


def test_a_procedure_performed_is_work(lex):
    texts = [f"{s} {v} {p} by torchlight."
             for s, v, p in itertools.product(["Ana"], ["performs", "carries out", "performed",
                                                        "is performing"], PROCEDURES)]
    texts += ["Ana scrubs in for the operation.", "Ana is operating on a soldier's leg.",
              "Ana and her registrar scrubbed in at six."]
    assert misses(lex, texts) == []


STOCK = ["cattle", "the steers", "the ewes", "the lambs", "the livestock", "the sheep"]


def test_stock_mustered_is_work(lex):
    texts = [f"{s} {v} {o} on the quad bike."
             for s, v, o in itertools.product(SUBJECTS, ["is mustering", "musters",
                                                         "is rounding up", "rounded up"], STOCK)]
    assert misses(lex, texts) == []


GOODS = ["loaves", "baguettes", "rolls", "buns", "croissants"]


def test_a_batch_shaped_glazed_or_scored_is_work(lex):
    """A bare plural is a batch; "the rolls" are particular ones, a favour as well."""
    texts = [f"Ana {v} {g} before dawn."
             for v, g in itertools.product(["shapes", "is shaping", "glazes", "is scoring",
                                            "scored"], GOODS)]
    texts += ["You knock back the dough, divide it into loaves and slide the trays in."]
    assert misses(lex, texts) == []


CREW = ["Ana and her crew were on set at five", "Ana was on set all day",
        "Ana strikes the set after the last show", "Ana calls the cues from the prompt desk",
        "Ana runs the fly ropes for the storm scene", "Ana has shot three set-ups before lunch",
        "Ana works through the lighting cues", "Ana updates the call sheet"]


def test_a_crew_day_is_work(lex):
    assert misses(lex, [c + "." for c in CREW]) == []


SERVED = ["the last customers", "the guests", "the passengers"]


def test_served_people_in_the_plural_are_objects(lex):
    texts = [f"{s} {v} {o}." for s, v, o in itertools.product(
        ["Ana", "Ana and her husband"], ["serves", "is serving"], SERVED)]
    texts = [t.replace("husband serves", "husband serve").replace("husband is", "husband are")
             for t in texts]
    assert misses(lex, texts) == []


def test_controls_are_no_work(lex):
    texts = ["Ana bakes a loaf of bread with her kids.", "Ana eats two rolls and a bun.",
             "Ana buys six croissants at the bakery.", "Ana watches the play from the stalls.",
             "Ana dozes in her canvas chair between set-ups.",
             "Ana is recovering after surgery on her knee.",
             "Ana is waiting for her operation @ hospital: ward 3",
             "Ana reads a novel on the sofa.", "Ana's co\u2011star eats a croissant on set.",
             "Ana has a sunset drink on the terrace.",
             "Ana changes out of her scrubs in the staff room.",
             "Ana shapes the rolls for her son's picnic.", "Ana glazes the buns for her mother."]
    assert hits(lex, texts) == []
