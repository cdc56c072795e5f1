"""Laughing as the manner of one's own going, or a laugh held back, is no company (s10h5, from
r46-020 "got up laughing, not a scratch on her", r48-034 "skates off laughing", h36-098
"restrains the urge to laugh"): "get up / come up / run off / walk away ... laughing" is one
person's mood (core.yaml ``exceptions``), and "restrain / fight the urge to", "stifle" and
"suppress" are negation cues. Laughing with someone, or a pair that ends up
laughing, is still company."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Aiko"


def social(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


SUBJECTS = ["Aiko", "I", "You"]
GOINGS = ["got up laughing", "gets up laughing", "came up laughing", "jumped up laughing",
          "skates off laughing", "ran off laughing", "walked away laughing",
          "went back laughing", "headed out laughing"]
BEFORE = ["", "fell hard on the ice but ", "slipped in the mud and "]
AFTER = ["", ", not a scratch on her", " and skied it twice more"]


def test_laughing_as_the_manner_of_ones_own_going_is_no_company(lex):
    cases = [f"{s} {b}{g}{a}." for s, b, g, a
             in itertools.product(SUBJECTS, BEFORE, GOINGS, AFTER)]
    assert len(cases) == 243
    assert [text for text in cases if social(lex, text)] == []


HELD = ["restrains the urge to laugh", "fights the urge to laugh", "stifles a laugh",
        "suppresses a giggle"]
WHEN = ["when the registrar trips over his own words", "as her brother drops the cake",
        "during the speech"]


def test_a_laugh_held_back_is_no_company(lex):
    cases = [f"Aiko {h} {w}." for h, w in itertools.product(HELD, WHEN)]
    assert [text for text in cases if social(lex, text)] == []


@pytest.mark.parametrize("text", [
    "Aiko shows Pablo the scald on her arm, and they end up laughing about how clumsy she is.",
    "Aiko runs off laughing with her friends.",
    "Aiko is laughing with her cousins over old photos.",
    "Aiko and her sister laugh about it together for an hour.",
    "You video-call your sister and the two of you laugh about the cat.",
])
def test_laughing_with_someone_is_still_company(lex, text):
    assert social(lex, text)
