"""Who did what: whose a hurt is, named after it. The body part "of" someone else ("splints the
leg of a hiker"), an owner after "out of" ("pulls a splinter out of the apprentice's thumb"),
and a hurt "with" someone described by a participle phrase first ("runs to the cyclist lying in
the road with a broken collarbone") are theirs. Negative controls: the observer's own body
("out of her thumb", "lying in bed with a broken leg") stays hers."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OTHERS = ["a hiker", "the apprentice", "the boy", "an old man"]


@pytest.mark.parametrize("verb,part,who", list(itertools.product(
    ["splints", "bandages", "strapped"], ["the leg", "the broken arm", "the sprained wrist"],
    OTHERS)))
def test_body_part_of_someone_else(lex, verb, part, who):
    assert "injury" not in actual_kinds(lex, f"Ana {verb} {part} of {who} who fell on the scree.",
                                        "Ana")


@pytest.mark.parametrize("thing,who", list(itertools.product(
    ["a splinter", "a shard of glass", "a thorn"], ["the apprentice's thumb",
                                                    "the boy's foot", "her son's hand"])))
def test_out_of_someone_elses_body(lex, thing, who):
    assert "injury" not in actual_kinds(lex, f"Ana pulls {thing} out of {who}.", "Ana")


def test_with_after_a_participle_phrase(lex) -> None:
    def one_case(who, where, hurt):
        assert "injury" not in actual_kinds(lex, f"Ana runs to {who} {where} with {hurt}.", "Ana")

    cases = list(itertools.product(
        ["the cyclist", "a runner", "the old man"], ["lying in the road", "sitting on the kerb"],
        ["a broken collarbone", "a sprained ankle", "a deep cut on his head"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana pulls a splinter out of her thumb.",
    "Ana is lying in bed with a broken leg.",
    "Ana walks home limping with a sprained ankle.",
])
def test_observer_keeps_own_hurt(lex, text):
    assert "injury" in actual_kinds(lex, text, "Ana")
