"""Who did what: a finite verb right after "and" shares the subject of the verb before it, and a
subject pronoun that opens a clause in between ("and he", ", she") is that verb's subject: "You
nod to the innkeeper and he pours himself an ale and drains it" is the innkeeper's drink. A
pronoun inside a contact clause ("the sandwich he saved for her") opens none."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OPENERS = ["You nod to {n} and he", "You hand {n} a loaf and he", "Kael waves at {n}, and he",
           "You pay {n}, and he"]
NPCS = ["the innkeeper", "the old guard", "a hooded stranger", "your companion Brom"]
TWO_VERBS = [("drink", "pours himself an ale and drains it"),
             ("eat", "cuts a slice of pie and eats it"),
             ("sleep", "sets down his mug and falls asleep"),
             ("drink", "fills his flask and drinks it dry")]


def test_the_second_verb_is_the_pronouns(lex) -> None:
    def one_case(opener, npc, act):
        kind, tail = act
        text = f"{opener.format(n=npc)} {tail}."
        assert kind not in actual_kinds(lex, text, "Kael"), text

    cases = list(itertools.product(OPENERS, NPCS, TWO_VERBS))
    assert failing_cases(one_case, cases) == []


def test_a_pronoun_inside_a_contact_clause_opens_none(lex):
    text = ("Ossian's sister arrives, exhausted, eats the sandwich he saved for her and falls "
            "asleep against his shoulder.")
    assert "sleep" not in actual_kinds(lex, text, "Ossian"), text


@pytest.mark.parametrize("text,kind", [
    ("Ana hands Tom a beer and drinks one herself.", "drink"),
    ("Ana pours Tom a coffee and drinks hers on the steps.", "drink"),
    ("Ana nods to the innkeeper, sits down and eats her stew by the fire.", "eat"),
])
def test_controls_the_observers_own_second_verb(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
