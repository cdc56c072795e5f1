"""A name opening a sentence stays the subject of its verb past an adverb ("Tom then ate a
sandwich", "Priya finally fell asleep", "Kofi quickly got into a fight") and when an irregular
past is followed by its particle or its place rather than an object ("Kofi went home and got
into a fight with the landlord", "Kofi stood by the door and ate a sandwich"), also a past
spelt as its base ("Kofi put down his fork", "Kofi shut the door"): what follows is
that person's, not the observer's. A diary line that opens with the adverb ("Then ate a
sandwich", "Finally ate a sandwich") has no name and stays the writer's."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
NAMES = ["Tom", "Kofi", "Priya", "Oyelaran"]


def test_an_adverb_between_a_name_and_its_verb(lex):
    cases = [(f"{n} {a} {v}.", k) for n, a, (v, k) in itertools.product(
        NAMES, ["then", "finally", "quickly", "also", "just", "suddenly", "never"],
        [("ate a sandwich", "eat"), ("fell asleep", "sleep"),
         ("got into a fight with the landlord", "conflict")])]
    assert len(cases) == 84
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_an_irregular_past_before_its_particle_or_place(lex):
    cases = [(f"{n} {p} and {v}.", k) for n, p, (v, k) in itertools.product(
        NAMES, ["went home", "went upstairs", "stood by the door", "came back",
                "sat on the step", "ran out"],
        [("ate a sandwich", "eat"), ("fell asleep", "sleep"),
         ("got into a fight with the landlord", "conflict")])]
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_the_writers_own_lines_stay_theirs(lex):
    for text, kind in [("Then ate a sandwich.", "eat"), ("Finally ate a sandwich.", "eat"),
                       ("Just ate a sandwich.", "eat"), ("Ana then ate a sandwich.", "eat"),
                       ("Afterwards went home and ate.", "eat"),
                       ("Later went home and ate.", "eat")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text


def test_a_past_spelt_as_its_base_after_a_name(lex):
    cases = [(f"{n} {p} and {v}.", k) for n, p, (v, k) in itertools.product(
        NAMES, ["put down his fork", "shut the door", "hung up", "set off", "quit his job",
                "lit a fire", "spread the jam"],
        [("ate a sandwich", "eat"), ("fell asleep", "sleep")])]
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []
    for text, kind in [("Put the kettle on and ate a biscuit.", "eat"),
                       ("Shut the shop early and went for a run.", "exercise")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text
