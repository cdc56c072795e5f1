"""Who did what: "as a <noun> <verb>s ..." opens a clause with a new subject.

"Dorota sweeps the porch as a jogger stops at her gate, red-faced, to gulp from a water bottle"
(r73-037) and "Nikhil waits at the hospital pharmacy hatch as a porter wheels past a man ..."
(r71-041) gave the observer the jogger's drink and the porter's job: "as a" opened a clause only
when an action stood within four words of the verb, so "as a porter" read as a role ("works as
a porter") and the purpose infinitive "to gulp" took the sentence's subject. A singular noun
(one or two words, none in -s) right before a verb in -s that a preposition, a particle, a
determiner or an end follows is that clause's subject (:func:`engine.perception._bare_finite_after`;
also when "As a" opens the text: "As a jogger gulps from a bottle, Tom eats").
The grid leaked 949 of 1,248 sentences before (104 are left: ", then catches a quick nap",
where a noun event after ", then" may go on with either subject).
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

NOUNS = ["jogger", "porter", "cyclist", "postman", "neighbour", "farmhand", "stranger", "nurse",
         "deckhand", "courier", "young jogger", "tired porter", "old shepherd"]
VERBS = ["stops at the gate", "wheels past", "pauses by the fence", "comes in", "walks up",
         "leans on the rail", "sits down on the bench", "stops, red-faced,"]
PURPOSES = [("to gulp from a water bottle", "drink"), ("to eat a sandwich", "eat"),
            ("to drink from the tap", "drink"), ("to catch a quick nap", "sleep"),
            ("to nurse a sprained ankle", "injury"), ("to throw up", "illness")]
THEN = [("then gulps from a water bottle", "drink"), ("then eats a sandwich", "eat"),
        ("then drinks from the tap", "drink"), ("then throws up", "illness")]
OBSERVERS = ["Dorota", "Nikhil", "Tom"]


def theirs(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


def cases():
    for k, (noun, verb, (purpose, kind)) in enumerate(itertools.product(NOUNS, VERBS, PURPOSES)):
        observer = OBSERVERS[k % 3]
        yield observer, f"{observer} sweeps the porch as a {noun} {verb} {purpose}.", kind
    for k, (noun, verb, (then, kind)) in enumerate(itertools.product(NOUNS, VERBS, THEN)):
        observer = OBSERVERS[k % 3]
        yield observer, f"{observer} waits at the hatch as a {noun} {verb}, {then}.", kind


def test_the_new_subject_after_as_a_has_the_act(lex):
    grid = list(cases())
    assert len(grid) == 1040
    assert [(text, got) for observer, text, kind in grid
            if (got := actual_kinds(lex, text, observer) & {kind})] == []


def test_the_labelled_lines(lex):
    dorota = ("Dorota sweeps the porch as a jogger stops at her gate, red-faced, to gulp from a "
              "water bottle.")
    assert actual_kinds(lex, dorota, "Dorota") == set()
    assert theirs(lex, dorota, "Dorota") == {"exercise", "drink"}
    nikhil = ("Nikhil waits at the hospital pharmacy hatch as a porter wheels past a man with a "
              "blood-soaked bandage round his head.")
    assert actual_kinds(lex, nikhil, "Nikhil") == set()


FRONTED = [("gulps from a water bottle", "drink"), ("eats a sandwich at the gate", "eat"),
           ("throws up by the fence", "illness"), ("twists an ankle on the kerb", "injury")]


def test_a_text_opening_with_as_a_names_that_clauses_subject(lex):
    grid = [(f"As a {noun} {act}, {observer} reads the paper.", kind)
            for noun, (act, kind), observer in itertools.product(NOUNS, FRONTED, OBSERVERS)]
    assert len(grid) == 156
    assert [(text, got) for text, kind in grid
            if (got := actual_kinds(lex, text, text.split(", ")[-1].split()[0]) & {kind})] == []


def test_a_role_after_as_stays_the_observers(lex):
    for noun in NOUNS:
        assert actual_kinds(lex, f"Tom works as a {noun} at the depot.", "Tom") == {"work"}
    assert actual_kinds(lex, "Tom works as a bus driver on weekdays.", "Tom") == {"work"}
    assert actual_kinds(lex, "Tom works as a sales assistant in town.", "Tom") == {"work"}


def test_the_observers_own_purpose_stays_theirs(lex):
    assert actual_kinds(lex, "Dorota stops at the gate to gulp from a water bottle.", "Dorota") \
        == {"drink"}
    assert actual_kinds(lex, "As a jogger walks past, Tom eats a sandwich.", "Tom") == {"eat"}
