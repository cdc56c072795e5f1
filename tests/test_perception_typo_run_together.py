"""A past of eating, drinking, sleeping, fighting or swimming typed together with the word after
it (core.yaml ``fuzzy.run_together``): "Felix atelunch at his desk" is Felix eating. The verb is
read where the whole token stands. Only the listed pasts start such a token, and both halves must
be lexicon words: real words that begin with one of them (swamping, atelier), other verbs' pasts
(rosemary, ransack, madeline) and base verbs (workshop, playground) are not split."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

import engine

LEX = engine.load_ruleset("physiology").lexicon


# (run-together token, kind): each listed past with several objects after it
RUN_TOGETHER = [
    ("atelunch", "eat"), ("atebreakfast", "eat"), ("atedinner", "eat"), ("atepizza", "eat"),
    ("drankwater", "drink"), ("drankcoffee", "drink"), ("dranktea", "drink"),
    ("sleptlate", "sleep"),
    ("swamlaps", "exercise"),
]
FRAMES = [
    "Felix {} at his desk today.",
    "I {} before the meeting.",
    "Felix {} early this morning.",
    "you {} after the shift",
]


@pytest.mark.parametrize("token,kind", RUN_TOGETHER)
@pytest.mark.parametrize("frame", FRAMES)
def test_run_together_past_is_read_as_its_verb(token: str, kind: str, frame: str) -> None:
    observer = "Felix"
    assert kind in actual_kinds(LEX, frame.format(token), observer), frame.format(token)


@pytest.mark.parametrize("token,kind", RUN_TOGETHER)
def test_someone_elses_run_together_past_is_not_the_observers(token: str, kind: str) -> None:
    assert kind not in actual_kinds(LEX, f"Marta {token} at her desk today.", "Felix")


@pytest.mark.parametrize("token,kind", [("atelunch", "eat"), ("drankwater", "drink")])
def test_lexicon_reads_the_verb(token: str, kind: str) -> None:
    bases = LEX.run_together(token)
    assert bases is not None and LEX.fuzzy_bases(token) == bases


# real words and names that begin with a past of some verb and go on with a lexicon word
NOT_SPLIT = ["swamping", "atelier", "rosemary", "ransacked", "madeline", "dugout", "sunglasses",
             "rosewater", "feltham", "workshop", "playground", "sleepwalk", "eatery",
             "drinkware", "runway", "cameramen"]


def test_real_words_are_not_split() -> None:
    def one_case(word):
        assert LEX.run_together(word) is None

    cases = NOT_SPLIT
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Felix is swamping the floor with the mop.",
    "Felix works in an atelier near the port.",
    "Felix put rosemary on the roast.",
    "Felix found the office ransacked.",
    "Felix sat in the dugout all game.",
    "Felix bought sunglasses at the market.",
])
def test_real_words_make_no_event(text: str) -> None:
    kinds = actual_kinds(LEX, text, "Felix")
    assert not kinds & {"eat", "drink", "sleep", "conflict", "exercise"}, kinds


def test_halves_too_short_are_not_split() -> None:
    # "in" is under the two halves' shortest length: "sleptin" is left unread
    assert LEX.run_together("sleptin") is None
