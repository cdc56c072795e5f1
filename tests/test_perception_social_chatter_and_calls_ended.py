"""Chatter aimed at someone or about something is talk ("Brigid and her two granddaughters are
licking ice creams on the promenade, chattering about the fair"), a call brought to an end was a
call ("they end the call politely"), and a yarn spun is a story told; teeth that chatter are
cold, and someone else's chatter is theirs."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Brigid"


def social_self(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


SUBJECTS = ["Brigid and her granddaughters are", "Brigid is", "Brigid and Jo sit on the wall,"]
TALK = ["chattering about the fair", "chattering away", "chattering with her cousin",
        "chattering to the neighbour", "spinning a yarn about the old days"]


def test_chatter_with_someone_or_about_something_is_talk(lex):
    cases = [f"{s} {t}." for s, t in itertools.product(SUBJECTS, TALK)]
    assert [c for c in cases if not social_self(lex, c)] == []


@pytest.mark.parametrize("verb", ["ends the call", "ended the call politely"])
def test_a_call_ended_was_a_call(lex, verb):
    assert social_self(lex, f"Brigid {verb} and goes back to her book.")


@pytest.mark.parametrize("text", [
    "Brigid's teeth are chattering in the cold.",
    "Brigid waits at the bus stop, teeth chattering.",
    "Two strangers chatter about the fair while Brigid reads.",
    "The magpies chatter away in the hedge.",
])
def test_cold_teeth_birds_and_others_chatter_are_no_company(lex, text):
    assert not social_self(lex, text)
