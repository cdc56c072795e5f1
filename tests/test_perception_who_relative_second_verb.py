"""Who did what: a second verb after "and" inside a relative clause about someone else, in the
tense of the clause's first verb, is that person's ("Ana serves the man who shouts at her and
storms out": the man storms out). Negative controls: a change of tense back to the main clause
("Ana thanks the man who helped her and storms out"), an object pronoun that cannot be the
relative's own person ("meets the woman who owns the cafe and argues with her"), and a new
subject after "and" that is the observer's pronoun keep it the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

OBSERVERS = [("Ana", "her"), ("Kofi", "him")]
PEOPLE = ["the man", "the customer", "a woman in a red coat", "the new tenant"]
FIRST = [("shouts at {o}", "storms out"), ("swears at {o}", "storms off"),
         ("shouted at the cook", "stormed out"), ("glares at {o}", "picks a fight with the cook")]
MAIN = ["serves", "smiles at", "nods to", "served"]


def conflict_terms(lex, text: str, observer: str) -> set[str]:
    return {e.term for e in perceive(text, lex, observer=observer)
            if e.is_actual_self and e.kind == "conflict"}


def test_second_verb_of_a_relative_is_theirs(lex) -> None:
    def one_case(obs, person, verbs, main):
        name, obj = obs
        first, second = verbs
        text = f"{name} {main} {person} who {first.format(o=obj)} and {second}."
        terms = conflict_terms(lex, text, name)
        assert not any(t.startswith(("storm", "pick", "fight")) for t in terms), (text, terms)

    cases = list(itertools.product(
        OBSERVERS, PEOPLE, FIRST, MAIN))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs,person", list(itertools.product(OBSERVERS, PEOPLE)))
def test_tense_change_goes_back_to_the_main_clause(lex, obs, person):
    name, obj = obs
    text = f"{name} thanks {person} who helped {obj} and storms out."
    assert "conflict" in actual_kinds(lex, text, name), text


@pytest.mark.parametrize("obs,pron", list(itertools.product(OBSERVERS, ["her", "him"])))
def test_object_pronoun_that_cannot_be_the_relative(lex, obs, pron):
    name, _ = obs
    text = f"{name} meets the owner who runs the cafe and argues with {pron}."
    assert "conflict" in actual_kinds(lex, text, name), text


@pytest.mark.parametrize("obs,person", [(("Ana", "her"), "the man"),
                                        (("Ana", "her"), "the old man"),
                                        (("Kofi", "him"), "a woman in a red coat"),
                                        (("Kofi", "him"), "the landlady")])
def test_observer_pronoun_after_and(lex, obs, person):
    name, obj = obs
    subj = "she" if obj == "her" else "he"
    text = f"{name} serves {person} who shouts at {obj} and {subj} storms out."
    assert "conflict" in actual_kinds(lex, text, name), text
