"""Listener grid: talk that names someone else as its listener is not the observer's company,
when the observer is only an owner or an object in the sentence.

Written in session 6 from the fresh who-did-what set (heldout48): "The hairdresser washes your
hair, chatting over your head to her colleague" and "the waiter, who has served him every morning
for years, tells another customer about his grandson" gave the observer company; so did 16 of
these 20 sentences.
"""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

FRAMES = [
    "The hairdresser washes your hair, {talk}.",
    "The barber trims your beard, {talk}.",
    "The nurse holds your hand, {talk}.",
    "While you sip your tea, the waiter, who has served you for years, {talk3}.",
    "Mara eats her soup while the waiter, who has served her every morning, {talk3}.",
]
TALK = ["chatting over your head to her colleague", "talking to the cook about the football",
        "gossiping with the receptionist", "chatting with another customer"]
TALK3 = ["tells another customer about his new grandson", "chats with the cook",
         "talks to the manager about the rota", "tells the chef a joke"]


def sentences() -> list[str]:
    out = []
    for frame in FRAMES:
        talks = TALK3 if "{talk3}" in frame else TALK
        out += [frame.format(talk=t, talk3=t) for t in talks]
    return out


def test_talk_with_someone_else_is_not_the_observers_company(lex):
    company = [text for text in sentences()
               if "socialize" in {e.kind for e in perceive(text, lex, observer="Mara")
                                  if e.is_actual_self}]
    assert company == []


@pytest.mark.parametrize(("text", "observer"), [
    ("The hairdresser washes your hair, chatting to you about her holiday.", None),
    ("You chat with the hairdresser while she washes your hair.", None),
    ("On the phone Ilse's brother tells her their father had a small stroke.", "Ilse"),
])
def test_talk_with_the_observer_stays_company(lex, text, observer):
    assert "socialize" in {e.kind for e in perceive(text, lex, observer=observer)
                           if e.is_actual_self}


def test_the_grid_is_the_size_it_says():
    assert len(sentences()) == 20 == len(set(itertools.chain(sentences())))
