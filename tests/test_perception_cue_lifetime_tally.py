"""A lifetime or career tally is no event now; a first or best time in one's life is."""

import pytest

import engine
from engine.perception import perceive

LEX = engine.load_ruleset("physiology").lexicon


def _actual_self(text: str, kind: str) -> bool:
    return any(e.kind == kind and e.is_actual_self for e in perceive(text, LEX, observer="Dev"))


TALLIES = [
    ("Dev has ridden in forty horse races", "exercise"),
    ("Dev has eaten a thousand dumplings", "eat"),
    ("Dev has run twelve marathons", "exercise"),
    ("Dev has drunk a lot of whisky", "drink"),
]


@pytest.mark.parametrize("text,kind", TALLIES)
@pytest.mark.parametrize("span", ["in his life", "in his lifetime", "in his career"])
def test_lifetime_tally_is_not_now(text, kind, span):
    sentence = f"{text} {span}."
    assert not _actual_self(sentence, kind), sentence


NOW = [
    ("Dev eats sushi", "eat"),
    ("Dev swims in the lake", "exercise"),
    ("Dev drinks mezcal", "drink"),
]


@pytest.mark.parametrize("text,kind", NOW)
@pytest.mark.parametrize("span", [
    "for the first time in his life", "for the last time in his career"])
def test_first_time_in_life_is_now(text, kind, span):
    sentence = f"{text} {span}."
    assert _actual_self(sentence, kind), sentence


@pytest.mark.parametrize("text,kind", NOW)
def test_tally_does_not_reach_past_a_comma(text, kind):
    sentence = f"Dev, who has never been so tired in his life, {text.split(' ', 1)[1]}."
    assert _actual_self(sentence, kind), sentence
