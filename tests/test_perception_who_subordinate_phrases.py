"""Who did what: phrases of several words that open a subordinate clause ("by the time", "as soon
as", "the moment": ``subjects.subordinate_phrases``) split it from the main clause as "when"
does, so the observer in the fronted clause is no party to what the main clause's subject does
("By the time Nadia arrives, the vet nurse has rowed with the owner"); mid-sentence before a new
subject, the clause they open is that subject's ("Ana was asleep by the time the twins ate").
Also: a participle right after a noun the lexicon lacks ("; the CTO throwing up in the sluice")
is that noun's doing, not an ailment heading its clause. Negative controls: the observer as the
main clause's subject keeps it."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

PHRASES = ["By the time", "As soon as", "The moment", "Every time", "Just as"]
OBSERVERS = [("Nadia", "arrives", "sits down"), ("you", "arrive", "sit down"),
             ("I", "arrive", "sit down")]
OTHERS = ["the vet nurse", "Dr Okonkwo", "a worried owner", "the intern", "the site foreman"]
ACTS = [("conflict", "rows with the owner"), ("socialize", "chats with the new volunteers"),
        ("eat", "wolfs down a samosa"), ("illness", "throws up in the sluice")]


def test_fronted_phrase_clause_keeps_the_observer_out(lex) -> None:
    def one_case(phrase, obs, other, act):
        kind, verb = act
        text = f"{phrase} {obs[0]} {obs[1]}, {other} {verb}."
        assert kind not in actual_kinds(lex, text, "Nadia"), text

    cases = list(itertools.product(
        PHRASES, OBSERVERS, OTHERS, ACTS))
    assert failing_cases(one_case, cases) == []


def test_observer_in_the_main_clause_keeps_it(lex) -> None:
    def one_case(phrase, other, act):
        kind, verb = act
        text = f"{phrase} {other} sits down, Nadia {verb}."
        assert kind in actual_kinds(lex, text, "Nadia"), text

    cases = list(itertools.product(PHRASES[:3], OTHERS, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("act", [("eat", "ate the cake"), ("drink", "drank the last of the milk"),
                                 ("conflict", "argued with the landlord")])
def test_mid_sentence_phrase_opens_the_others_clause(lex, act):
    kind, verb = act
    for text in (f"Nadia was asleep by the time the twins {verb}.",
                 f"I was already home by the time my flatmates {verb}."):
        assert kind not in actual_kinds(lex, text, "Nadia"), text


@pytest.mark.parametrize("other,act", list(itertools.product(
    ["the CTO", "the VP", "the sysadmin", "the locum"],
    [("illness", "throwing up in the sluice"), ("injury", "bleeding from a bite")])))
def test_participle_after_unknown_noun_is_its_doing(lex, other, act):
    kind, verb = act
    text = f"Nadia is running the standup @ war room; {other} {verb} at the back"
    assert kind not in actual_kinds(lex, text, "Nadia"), text
