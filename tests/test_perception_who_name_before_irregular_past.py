"""A capitalised word opening a sentence before an irregular past and its object ("Kofi bought
a coffee and drank it", "Kofi gave Ana a lift and napped") is a name, the past's subject, so
what the sentence goes on to do is that person's, not the observer's. The sentence adverbs a
diary line opens with ("Afterwards slept for hours", "Somehow made a sandwich and ate it") are
no names: the line stays the writer's."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
NAMES = ["Kofi", "Zainab", "Oyelaran", "Thandiwe"]
PASTS = ["bought", "made", "brought", "gave", "took", "left", "sent"]
OBJECTS = ["a coffee", "Ana a coffee", "her a coffee", "the coffee", "two coffees"]
THEN = {"and drank it": "drink", "and drank his own": "drink", "and then napped": "sleep",
        "and ate a sandwich": "eat"}


def test_a_name_before_an_irregular_past_is_its_subject(lex):
    cases = [(f"{n} {p} {o} {t}.", k) for n, p, o, (t, k)
             in itertools.product(NAMES, PASTS, OBJECTS, THEN.items())]
    assert len(cases) == 560
    assert [text for text, k in cases if k in actual_kinds(lex, text, OBSERVER)] == []


def test_the_writers_own_line_stays_theirs(lex):
    # negative controls: no subject, the observer's own name, a diary's opening adverb, and the
    # recipient going on with "she"
    for text, kind in [("Bought a coffee and drank it.", "drink"),
                       ("Ana bought a coffee and drank it.", "drink"),
                       ("Afterwards slept for hours.", "sleep"),
                       ("Somehow made a sandwich and ate it.", "eat"),
                       ("Perhaps made a sandwich and ate it.", "eat"),
                       ("Kofi brought Ana a coffee and she drank it.", "drink"),
                       ("Made a curry, ate it.", "eat")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text
