"""Who did what: names the lexicon knows only inside a longer term ("waka ama", "first-aid
kit") open a sentence as someone else ("Ama eats a pie"), listed in ``subjects.word_names``."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ama", "Kit", "Mary", "Aisling", "Bao", "Carter"]
ACTS = {"eat": "eats a pie", "drink": "drank a beer", "sleep": "fell asleep",
        "illness": "threw up", "injury": "cut her hand"}


def test_a_name_known_as_part_of_a_term_opens_a_sentence_as_someone_else(lex) -> None:
    def one_case(name, kind):
        assert kind not in actual_kinds(lex, f"{name} {ACTS[kind]}.", "Corin")
        assert kind not in actual_kinds(lex, f"Corin reads. {name} {ACTS[kind]}.", "Corin")

    cases = list(itertools.product(NAMES, ACTS))
    assert failing_cases(one_case, cases) == []


def test_the_observer_so_named_keeps_the_act(lex) -> None:
    def one_case(name, kind):
        assert kind in actual_kinds(lex, f"{name} {ACTS[kind]}.", observer=name)

    cases = list(itertools.product(NAMES, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Corin is paddling a waka ama across the lagoon.", "exercise"),
    ("You grab the first-aid kit and eat a sandwich.", "eat"),
])
def test_the_words_in_their_terms_still_work(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Corin")


def test_a_word_name_before_a_verb_spelt_the_same_in_the_past_is_someone_else(lex) -> None:
    def one_case(name, act):
        assert "injury" not in actual_kinds(lex, f"Corin reads while {name} {act}.", "Corin")
        assert "injury" not in actual_kinds(lex, f"Corin reads. {name} {act}.", "Corin")
        assert "injury" in actual_kinds(lex, f"{name} {act}.", observer=name)

    cases = list(itertools.product(
        ["Robin", "Pat", "Sandy", "Kit"],  # of no known gender: "her" and "his" both fit
        ["cut her hand", "hit his head", "cut their thumb on the tin"]))
    assert failing_cases(one_case, cases) == []
