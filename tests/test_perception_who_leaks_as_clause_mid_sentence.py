"""Who did what: "as a NOUN" in mid-sentence opens a clause with its own subject when a past
(or a bare -s verb) follows the noun ("Ana watched as a tourist had a close call with the
forklift", "Ana looked up as a porter ate a bowl of noodles"): the act is that person's, as
it already was when "As a ..." opened the text.

Negative controls: a role after "as" stays a role ("Ana works as a nurse and ate a sandwich",
"Ana, working as a guide, had a close call with a crevasse", "As a nurse, Ana drank coffee")
and the observer's acts stay theirs."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

MAIN = ["Ana watched", "Ana looked up", "We stood by the gate"]
NOUNS = ["tourist", "porter", "young deckhand", "skier"]
ACTS = {"danger": "had a close call with the forklift", "eat": "ate a bowl of noodles",
        "sleep": "took a nap on the bench", "injury": "sprained an ankle on the ice"}


def own(lex, text: str, observer: str = "Ana") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


@pytest.mark.parametrize("main,noun,kind", list(itertools.product(MAIN, NOUNS, ACTS)))
def test_as_a_noun_before_a_past_opens_a_clause(lex, main, noun, kind):
    text = f"{main} as a {noun} {ACTS[kind]}."
    assert kind not in own(lex, text), text


@pytest.mark.parametrize("text,kind", [
    ("Ana works as a nurse and ate a sandwich.", "eat"),
    ("Ana, working as a guide, had a close call with a crevasse.", "danger"),
    ("As a nurse, Ana drank coffee.", "drink"),
    ("Ana worked as a porter all summer.", "work"),
])
def test_a_role_after_as_stays_a_role(lex, text, kind):
    assert kind in own(lex, text), text
