"""Session 10: a mild symptom said of an airway is the symptom, however small the degree.

Taken from r62-136 ("Dagny's nose is a little stuffy today, that's all") and r63-136 ("Pablo's
throat is a tiny bit scratchy this morning, nothing serious"), widened to parts x linking verbs
x words of degree x adjectives (illness ``verbs`` stuffy, scratchy, tickly, runny; the words of
degree ``a tiny bit``, ``a teeny bit``). "Nothing serious" and "that's all" limit the degree
and negate nothing; "a little" weakens it. Controls: the adjective said of a room, a scarf,
an egg; a part of a thing.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dagny"


def events(lex, text: str):
    return [e for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self]


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text)}


PARTS = {"nose": ["stuffy", "runny"], "throat": ["scratchy", "tickly"],
         "sinuses": ["stuffy"]}
LINKS = ["is", "feels", "was", "seems"]
DEGREES = ["", "a little ", "a tiny bit ", "slightly ", "a bit ", "a teeny bit "]
TAILS = ["", " today, that's all", " this morning, nothing serious", ", but she's fine"]


def test_an_airway_said_to_be_mildly_stuffy_or_scratchy_is_illness(lex):
    texts = [f"Dagny's {part} {link if part != 'sinuses' else link.replace('is', 'are')} "
             f"{degree}{adjective}{tail}."
             for part, adjectives in PARTS.items()
             for link, degree, adjective, tail in itertools.product(LINKS, DEGREES, adjectives,
                                                                    TAILS)]
    assert len(texts) == 480
    assert [t for t in texts if "illness" not in mine(lex, t)] == []


def test_a_little_weakens_the_symptom(lex):
    little = [e for e in events(lex, "Dagny's nose is a little stuffy today, that's all.")
              if e.kind == "illness"]
    plain = [e for e in events(lex, "Dagny's nose is stuffy today.") if e.kind == "illness"]
    assert [(e.strength, e.term) for e in little] == [(0.6, "stuffy + nose")]
    assert [(e.strength, e.term) for e in plain] == [(1.0, "stuffy + nose")]


def test_someone_elses_stuffy_nose_is_theirs(lex):
    got = perceive("Dagny's brother's nose is a little stuffy today.", lex, observer=OBSERVER)
    assert [(e.kind, e.subject) for e in got] == [("illness", "other")]


NOT_ILL = ["Dagny naps in the stuffy room, her nose in a book.",
           "Dagny wraps a scratchy scarf round her throat.",
           "Dagny wipes the runny egg off her chin.",
           "Dagny is a tiny bit tired after the walk.",
           "The meeting room is stuffy, so Dagny opens a window.",
           "Dagny's jumper is a little scratchy.",
           "The nose of the plane is a tiny bit dented.",
           "Dagny's nose isn't stuffy any more."]


def test_the_adjective_said_of_anything_else_is_no_illness(lex):
    assert [t for t in NOT_ILL if "illness" in mine(lex, t)] == []
