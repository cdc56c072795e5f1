"""A claim of one's own told as a pretext or taken back later in the sentence is an excuse
given, no company ("I told everyone I had food poisoning so I could skip the dinner", "I told
Grandma I'd been to the gym, but I never went", "I told the medical centre I had stomach cramps to
get out of the trivia shift"). Company kept: news or a story told with no pretext, a claim about
someone else's body ("tells his mates his wrist is broken"), and talk that follows."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def social(lex, text: str, observer: str = "Elif") -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


TELLERS = [("I", "I", "I'd"), ("Elif", "she", "she'd"), ("You", "you", "you'd")]
LISTENERS = ["everyone", "Grandma", "my mum", "the medical centre"]
CLAIMS = ["{p} had food poisoning so {p} could skip the dinner",
          "{pd} been to the gym, but {p} never went",
          "{p} had stomach cramps to get out of the trivia shift",
          "{p} was ill, but really {p} just wanted a lie-in"]


def test_excuses_told_are_no_company(lex):
    cases = []
    for (subj, p, pd), lis, claim in itertools.product(TELLERS, LISTENERS, CLAIMS):
        verb = "tells" if subj == "Elif" else "told"
        if lis == "my mum" and subj == "Elif":
            lis = "her mum"
        cases.append(f"{subj} {verb} {lis} {claim.format(p=p, pd=pd)}.")
    assert len(cases) == 48
    assert [t for t in cases if social(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Elif tells her sister that she is moving to Lisbon.",
    "I told Grandma I'd been to the gym, and we chatted about her knee for an hour.",
    "Elif tells her mates her wrist is broken so she can skip the contest.",
    "Elif tells her grandson about the winter the sea froze.",
    "Elif told me she'd been to the gym, so I could stop worrying.",
])
def test_news_or_stories_told_keep_company(lex, text):
    assert social(lex, text)
