"""An insistence that someone do a thing (a bare verb after "insists") is no event yet.

"Insists on" is the speaker's own doing, and what follows a clause break after "insists"
is told as usual.
"""

import pytest

import engine
from engine.perception import perceive

LEX = engine.load_ruleset("physiology").lexicon


def _actual_self(text: str, kind: str) -> bool:
    return any(e.kind == kind and e.is_actual_self for e in perceive(text, LEX, observer="Dev"))


WHO = ["The aunty", "Grandma", "The doctor", "His coach"]
ASKED = [
    ("Dev eat a ladoo", "eat"),
    ("Dev drink some water", "drink"),
    ("Dev rest for a week", "rest"),
    ("Dev sleep in the big bed", "sleep"),
]


@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize("text,kind", ASKED)
@pytest.mark.parametrize("link", ["insists", "insists that"])
def test_insisted_bare_verb_is_not_done(who, text, kind, link):
    sentence = f"{who} {link} {text}."
    assert not _actual_self(sentence, kind), sentence


@pytest.mark.parametrize("text,kind", [
    ("Dev insists on paying and eats his curry.", "eat"),
    ("Dev insists he's fine, then eats his dinner.", "eat"),
    ("Dev insists he's fine and eats his dinner.", "eat"),
    ("Dev's not ill, he insists, he has just eaten four plates of jollof.", "eat"),
])
def test_own_doing_after_insist_is_kept(text, kind):
    assert _actual_self(text, kind), text
