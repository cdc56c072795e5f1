"""Who did what: a name that is also a word, alone between commas after a noun phrase ("the
android, Kit, drank a beer") renames that person and is the subject of the verb after it."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Kit", "Hope", "Bill", "Rose", "Will"]
HEADS = ["the android", "her cousin", "the new intern", "my neighbour"]
ACTS = {"eat": "had a bowl of soup", "drink": "drank a beer", "sleep": "took a nap",
        "injury": "cut a finger", "rest": "put their feet up", "danger": "was nearly run over"}
SHAPES = ["{H}, {N}, {a}.", "Earlier, {h}, {N}, {a}.", "As {h}, {N}, {a}, Mira hummed.",
          "Mira noticed that {h}, {N}, {a}."]


def test_a_word_name_in_apposition_is_someone_else(lex) -> None:
    def one_case(name, head, kind, shape):
        text = shape.format(H=head[0].upper() + head[1:], h=head, N=name, a=ACTS[kind])
        assert kind not in actual_kinds(lex, text, "Mira")

    cases = (list(itertools.product(NAMES, HEADS[:2], ACTS, SHAPES))
                             + list(itertools.product(NAMES[:1], HEADS[2:], ACTS, SHAPES)))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("kind", list(ACTS))
def test_the_observer_named_in_apposition_keeps_the_act(lex, kind):
    assert kind in actual_kinds(lex, f"The android, Kit, {ACTS[kind]}.", observer="Kit")


@pytest.mark.parametrize("text,kind", [
    # a name between commas as a vocative: the writer is the subject after it
    ("Sorry, Mark, I ate your cake.", "eat"),
    ("Honestly, Bill, I slept for ten hours.", "sleep"),
    ("Listen, Hope, I drank the last of the milk.", "drink"),
])
def test_a_name_called_out_between_commas_leaves_the_writer_the_subject(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Mira")
