"""Session 33 (fresh156): a quarrel "over the <drink>" is over its topic, not a drink had.

Drink's light verb "over" opens a term of its own ("lingers over a cappuccino"), and a
quarrel's "over" then kept it: "Ingrid got into an argument with Kenji over the water ration"
gave Ingrid a drink (ho156-114, ho156-133). After a quarrel's term, "over" + a determiner or
an owner ("the", "that", "her", ...) names the thing fought over, told like "about"; "over a
pint", "over coffee" (an occasion) stay drinks.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ingrid"


def test_a_quarrel_over_a_named_drink_is_its_topic(lex) -> None:
    def one_case(quarrel, topic):
        text = f"{quarrel} {topic}."
        assert actual_kinds(lex, text, OBSERVER) == {"conflict"}, text

    cases = list(itertools.product(
        ("Ingrid got into an argument with Kenji over",
         "Ingrid bickered with her brother over",
         "Ingrid argues with the cook over",
         "Ingrid had a shouting match with the steward over",
         "You quarrel with your flatmate over"),
        ("the water ration", "the last beer", "that bottle of vodka he hid",
         "her last coffee bag", "the whisky in the galley")))
    assert failing_cases(one_case, cases) == []


def test_company_over_a_drink_is_still_drinking(lex) -> None:
    for text in ("Ingrid argues with Tom over a pint.",
                 "Ingrid chats with Tom over a mug of cocoa.",
                 "Ingrid lingers over a cappuccino at the window."):
        assert "drink" in actual_kinds(lex, text, OBSERVER), text
