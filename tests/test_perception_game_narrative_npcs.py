"""Second-person game narrative: what a character does near "you" is theirs. A sentence opening
with "As" and its own subject ends that clause at its comma ("As you approach, the innkeeper
argues with a drunk sailor": his argument); a subject pronoun after "and" opens a clause of its
own ("You nod to the innkeeper and he brawls with a drunk sailor"), unless the term answers the
observer back ("you tell him to leave and he shouts back": the observer's row)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NPCS = ["the innkeeper", "the old guard", "a hooded stranger", "your companion Brom"]
FRAMES = ["As you approach, {n} {a}.", "You nod to {n} and he {a}."]
ACTS = {"conflict": "brawls with a drunk sailor", "drink": "pours himself an ale and drains it",
        "eat": "wolfs down a bowl of stew"}


# (not yet: a second verb after "and" in the character's clause, "and he pours himself an ale
# and drains it", nor a character the observer owns, "your companion Brom")
CASES = [(f, n, k) for f, n, k in itertools.product(FRAMES, NPCS, ACTS)
         if f.startswith("As") or (k != "drink" and not n.startswith("your"))]


def test_a_characters_act_near_you_is_theirs(lex) -> None:
    def one_case(frame, npc, kind):
        text = frame.format(n=npc, a=ACTS[kind])
        assert kind not in actual_kinds(lex, text, "Kael"), text

    cases = CASES
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("You tell the drunk to leave the shop and he shouts back.", "conflict"),
    ("As always, you eat your stew by the fire.", "eat"),
    ("As you walk in, you smell fresh bread and eat a roll.", "eat"),
])
def test_the_observers_own_stays(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Kael"), text
