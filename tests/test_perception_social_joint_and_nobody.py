"""Company kept over a cup by a joint subject, and words aimed at nobody.

A joint subject with the observer in it ("Aroha and her ex", "you and your neighbour") doing
anything over a drink or a meal named by a yielding term ("over a cup of tea", "over coffee")
keeps company: the drink is the joint activity (socialize ``joint_kinds``), as "you and Greta
drink tea" already is. Someone else's pair over a cup is not the observer's company.

A social term whose listener right after it is nobody ("chatting to nobody", "murmurs to no
one", "tells no one") is no exchange (socialize ``not_before``).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Aroha"


def company(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


JOINT = ["Aroha and her ex", "Aroha and her neighbour", "You and your sister", "Aroha and Tomas",
         "My brother and I"]
DOINGS = ["divide up the furniture", "settle the matter of the fence", "plan the street party",
          "go through the bills"]
CUPS = ["over a cup of tea", "over coffee", "over a pint", "over a glass of wine"]


def test_joint_subject_over_a_cup_is_company(lex) -> None:
    def one_case(who, doing, cup):
        observer = "Aroha" if "Aroha" in who else "Mika"
        assert company(lex, f"{who} {doing} {cup}.", observer)

    cases = list(itertools.product(JOINT, DOINGS, CUPS))
    assert failing_cases(one_case, cases) == []


OTHERS = ["Tomas and his ex", "Her parents", "The two neighbours", "Mika and Tomas"]


def test_someone_elses_pair_over_a_cup_is_not_the_observers(lex) -> None:
    def one_case(who, doing, cup):
        assert not company(lex, f"{who} {doing} {cup}.")

    cases = list(itertools.product(OTHERS, DOINGS, CUPS))
    assert failing_cases(one_case, cases) == []


def test_the_observer_alone_over_a_cup_is_no_company(lex) -> None:
    def one_case(doing, cup):
        assert not company(lex, f"Aroha sits down to {doing} {cup}.")

    cases = list(itertools.product(DOINGS, CUPS))
    assert failing_cases(one_case, cases) == []


SPEAKERS = ["Aroha", "You", "I"]
TO_NOBODY = ["chats to nobody", "talks to no one", "murmurs to no one", "mutters to nobody",
             "waves to no one in particular", "chats with nobody", "speaks to no-one"]


def _verb_for(speaker: str, phrase: str) -> str:
    if speaker == "Aroha":
        return phrase
    verb, rest = phrase.split(" ", 1)  # "chats to" -> "chat to" after "You" and "I"
    return f"{verb[:-1]} {rest}"


def test_words_aimed_at_nobody_are_no_company(lex) -> None:
    def one_case(speaker, phrase):
        assert not company(lex, f"{speaker} {_verb_for(speaker, phrase)} all afternoon.")

    cases = list(itertools.product(SPEAKERS, TO_NOBODY))
    assert failing_cases(one_case, cases) == []


TO_SOMEONE = ["chats to her cousin", "talks to Tomas", "murmurs to her sister",
              "natters to the neighbours", "chats with Tomas", "speaks to her mother"]


def test_words_aimed_at_someone_stay_company(lex) -> None:
    def one_case(speaker, phrase):
        assert company(lex, f"{speaker} {_verb_for(speaker, phrase)} all afternoon.")

    cases = list(itertools.product(SPEAKERS, TO_SOMEONE))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("meal", ["eats", "drinks her tea", "sleeps"])
def test_nobody_after_another_kind_leaves_it_alone(lex, meal):
    kinds = {e.kind for e in perceive(f"Aroha {meal} with nobody watching.", lex,
                                      observer=OBSERVER) if e.is_actual_self}
    assert kinds and "socialize" not in kinds
