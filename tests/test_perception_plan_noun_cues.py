"""A planned cue that is also a noun for a thing held or crossed is the noun after a determiner:
"is reading a book, sipping her tea", "with her book on her lap, Ana drinks a coffee", "opens a
pack of biscuits and eats two", "against her will, Ana eats the soup" are actual, while the verb
stays a plan ("books a table for dinner", "will book a massage", "has packed a sandwich for the
hike")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ana", "Kofi", "Mei"]
SHAPES = {"With her book on her lap, {S} drinks a coffee.": "drink",
          "{S} puts down the book and eats a sandwich.": "eat",
          "{S} opens a pack of biscuits and eats two.": "eat",
          "{S} tears open a pack of crisps, munching them one by one.": "eat",
          "Against her will, {S} eats the soup.": "eat",
          "Against his will, {S} drinks the medicine.": "drink",
          "{S} sits with her book and a mug of cocoa, sipping slowly.": "drink"}


def test_a_cue_word_after_a_determiner_is_a_noun(lex):
    cases = [(sh.format(S=p), p, k) for (sh, k), p in itertools.product(SHAPES.items(), PEOPLE)]
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []


@pytest.mark.parametrize("text,kind", [
    ("Ana books a table for dinner with Leo.", "eat"),
    ("Ana will book a massage and a swim.", "exercise"),
    ("Ana will eat later.", "eat"),
    ("Ana has packed a sandwich for the hike.", "exercise"),
])
def test_controls_the_verb_stays_a_plan(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana")
