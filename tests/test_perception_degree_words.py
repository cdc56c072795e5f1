"""Words of degree stand inside a phrase without breaking it (``phrasal.degree_words``).

"Solveig's throat is a little scratchy" missed the term ``throat is scratchy``; the lexicon
spelled out "nose is a bit runny" by hand. The matcher now steps over a word of degree (slightly,
very, really, a little, a bit, ...) inside a phrase, never at its start.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds

from engine.perception import perceive


@pytest.mark.parametrize("degree", ["", "a little ", "a bit ", "slightly ", "really ",
                                    "very ", "a little bit ", "faintly "])
@pytest.mark.parametrize("frame,kind", [
    ("Solveig's throat is {d}scratchy this morning.", "illness"),
    ("Solveig feels {d}sick after the ferry.", "illness"),
    ("Solveig's nose is {d}runny.", "illness"),
])
def test_a_word_of_degree_inside_a_phrase_keeps_it(lex, frame, kind, degree):
    assert actual_kinds(lex, frame.format(d=degree), "Solveig") == {kind}


def test_the_span_holds_the_degree_words(lex):
    text = "Solveig's throat is a little scratchy."
    (event,) = perceive(text, lex, observer="Solveig")
    start, end = event.evidence
    assert text[start:end] == "throat is a little scratchy"


@pytest.mark.parametrize("text", [
    "Solveig is a little late for the meeting.",
    "Solveig reads a bit of the report.",
    "Solveig is very interested in the restaurant's history.",
])
def test_degree_words_alone_make_no_event(lex, text):
    assert actual_kinds(lex, text, "Solveig") == set()
