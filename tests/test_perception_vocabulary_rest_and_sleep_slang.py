"""Breaks, lounging and sleep told in slang or with other places' seats are rest or sleep: a tea
or smoke break and an Australian "smoko" like "on her break", "chillaxing", "vegging on the
couch", a charpoy, a stoep or a hammam rested in, "racks out in her bunk", "dosses down",
"crashes at a mate's", "drops off in front of the telly" (core.yaml's rest and sleep terms and
objects). Someone else's break, a planned one, a spark by a fuse box and a car crash stay out."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

BREAKS = ["tea break", "coffee break", "smoke break", "smoko"]
OWNERS = [("Ana", "her"), ("Kofi", "his")]


@pytest.mark.parametrize(("owner", "brk"), list(product(OWNERS, BREAKS)))
def test_a_named_break_is_rest(lex, owner, brk):
    name, pronoun = owner
    assert "rest" in actual_kinds(lex, f"{name} is on {pronoun} {brk} by the loading bay.", name)


@pytest.mark.parametrize("brk", BREAKS)
def test_a_break_filled_with_company_is_company(lex, brk):
    found = actual_kinds(lex, f"Ana is on her {brk}, chatting with Li.", "Ana")
    assert "socialize" in found and "rest" not in found


@pytest.mark.parametrize(("template", "brk"), list(product([
    "Ana's colleague is on his {b}.",
    "Ana will be on her {b} at three.",
], BREAKS)))
def test_someone_elses_or_a_planned_break_is_not_the_observers(lex, template, brk):
    assert "rest" not in actual_kinds(lex, template.format(b=brk), "Ana")


def test_other_places_seats_are_rested_on(lex) -> None:
    def one_case(verb, seat):
        assert "rest" in actual_kinds(lex, f"Ana {verb} {seat} for an hour.", "Ana")

    cases = list(product(
        ["sits on", "lies on", "lounges on"],
        ["the charpoy", "the stoep", "the verandah", "the patio", "a floor cushion", "the chaise"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana is chillaxing by the pool.",
    "Ana is vegging on the couch after her shift.",
    "Ana is dossing about all afternoon.",
    "Ana is in the hammam.",
])
def test_lounging_slang_is_rest(lex, text):
    assert "rest" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize(("name", "verb"), [("Ana", "racks out"), ("Kofi", "dosses down"),
                                            ("Ana", "crashes at a mate's"),
                                            ("Kofi", "drops off in front of the telly"),
                                            ("Ana", "catches some zzzs")])
def test_sleep_slang_is_sleep(lex, name, verb):
    assert "sleep" in actual_kinds(lex, f"{name} {verb} after the gig.", name)


@pytest.mark.parametrize("text", [
    "Ana's brother racks out in his bunk.",
    "The car crashes at the junction.",
    "Ana paints the patio.",
])
def test_no_sleep_or_rest_controls(lex, text):
    assert not actual_kinds(lex, text, "Ana") & {"sleep", "rest"}


def test_a_spark_by_the_fuse_box_is_still_a_hazard(lex):
    assert "danger" in actual_kinds(lex, "Ana sees a spark by the fuse box.", "Ana")
