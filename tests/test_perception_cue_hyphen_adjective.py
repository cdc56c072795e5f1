"""A degree word joined by a hyphen to what follows is one adjective, not a negation cue.

"a barely-there headache" still names a headache; "barely slept" (no hyphen) keeps the
negation reading.
"""

import pytest

import engine
from engine.perception import perceive

LEX = engine.load_ruleset("physiology").lexicon

ADVERBS = ["barely", "hardly", "scarcely"]
ADJECTIVES = ["there", "visible", "noticeable", "perceptible"]
THINGS = [("headache", "illness"), ("cut on her arm", "injury"), ("fever", "illness")]


def _actual_self(text: str, kind: str) -> bool:
    return any(e.kind == kind and e.is_actual_self for e in perceive(text, LEX, observer="Priya"))


@pytest.mark.parametrize("adverb", ADVERBS)
@pytest.mark.parametrize("adjective", ADJECTIVES)
@pytest.mark.parametrize("thing,kind", THINGS)
def test_hyphenated_degree_adjective_keeps_the_thing(adverb, adjective, thing, kind):
    text = f"Priya has a {adverb}-{adjective} {thing}."
    assert _actual_self(text, kind), text


@pytest.mark.parametrize("adverb", ["barely", "hardly"])
@pytest.mark.parametrize("text,kind", [
    ("Priya {a} slept last night.", "sleep"),
    ("Priya {a} eats her toast.", "eat"),
    ("Priya {a} touches her tea.", "drink"),
])
def test_bare_degree_word_still_negates(adverb, text, kind):
    sentence = text.format(a=adverb)
    assert not _actual_self(sentence, kind), sentence
