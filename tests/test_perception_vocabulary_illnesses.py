"""Diseases and complaints named bare are illness, from childhood illnesses to tropical and
historic ones ("has laryngitis", "is down with gastroenteritis", "has the lurgy"), and so is
feeling ill told by an idiom ("feeling crook", "a dodgy tummy", "nursing a cough"): core.yaml's
illness terms. Someone else's illness, one read about, a sour "jaundiced eye", milk "a bit off"
and a cold drink nursed are not the observer's illness."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

ILLNESSES = ["laryngitis", "gastroenteritis", "rubella", "hepatitis", "cystitis", "appendicitis",
             "sciatica", "croup", "impetigo", "scabies", "ringworm", "chilblains", "the lurgy",
             "a head cold", "kidney stones", "jaundice", "constipation", "man flu"]
FRAMES = ["{n} has {i}.", "{n} is off work with {i}.", "{n} is in bed with {i}."]


def test_a_named_illness_is_illness(lex) -> None:
    def one_case(frame, name, illness):
        assert "illness" in actual_kinds(lex, frame.format(n=name, i=illness), name)

    cases = list(product(FRAMES, ["Ana", "Kofi"], ILLNESSES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana is feeling crook.",
    "Ana has a dodgy tummy.",
    "Ana feels under par today.",
    "Ana feels a bit off after the ferry.",
    "Ana is nursing a cough.",
    "Ana feels achy all over.",
    "Ana's nose is streaming.",
    "Ana broke out in hives after the prawns.",
])
def test_feeling_ill_told_by_an_idiom_is_illness(lex, text):
    assert "illness" in actual_kinds(lex, text, "Ana")


def test_someone_elses_or_read_about_is_not_the_observers(lex) -> None:
    def one_case(template, illness):
        assert "illness" not in actual_kinds(lex, template.format(i=illness), "Ana")

    cases = list(product([
        "Ana's son has {i}.",
        "Ana reads an article about {i}.",
    ], ILLNESSES[:8]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana looks at the plan with a jaundiced eye.",
    "The milk smells a bit off, so Ana pours it away.",
    "Ana nurses a cold beer at the bar.",
    "Ana nurses a cold cup of tea by the window.",
    "Ana is bidding for the old bird table at the auction.",
    "Ana chuckled at the joke.",
])
def test_everyday_senses_and_typo_neighbours_are_no_illness(lex, text):
    assert "illness" not in actual_kinds(lex, text, "Ana")
