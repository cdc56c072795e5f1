"""After a drink refused, a dash, "just" or "only" opens what is drunk instead with no verb
("didn't touch a drop of beer at the leaving do - lemonade and a plate of chips", "didn't touch
the wine, just water"): a drink had, when a drink the lexicon knows follows right after. Not a
verb after "just" ("just stared at it"), nothing refused, nor someone else's drink. And "with"
an observer in a clause whose only person stands after a preposition tells where the observer
is, no company ("a lighting rig swings loose above the crowd, with Magnus standing right beneath
it")."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

SUBJECTS = [("Björn", "doesn't"), ("I", "don't"), ("You", "don't")]
REFUSED = ["touch a drop of beer at the leaving do", "touch the wine all evening",
           "drink the mulled wine"]
INSTEAD = [" \u2014 lemonade and a plate of chips", ", just water from the tap",
           " \u2013 orange juice all night", ", only sparkling water"]


def drank(lex, text: str, observer: str = "Björn") -> bool:
    return any(e.kind == "drink" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_a_drink_named_after_a_refusal_is_had(lex):
    cases = [f"{subj} {neg} {r}{i}." for (subj, neg), r, i in
             itertools.product(SUBJECTS, REFUSED, INSTEAD)]
    assert len(cases) == 36
    assert [t for t in cases if not drank(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Björn doesn't touch the wine, just stares at it.",
    "Björn doesn't touch the wine \u2014 not a drop.",
    "Björn doesn't touch the wine, just the bread.",
    "Her brother doesn't touch a drop of beer \u2014 lemonade all night.",
    "Björn tidies the bar \u2014 lemonade crates, beer kegs, the lot.",
])
def test_no_drink_had_instead(lex, text):
    assert not drank(lex, text)


def social(lex, text: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer="Magnus"))


@pytest.mark.parametrize("text", [
    "A lighting rig swings loose above the crowd, with Magnus standing right beneath it.",
    "The gondola stops high above the skiers, with Magnus swinging inside it.",
    "The chairlift jolts to a stop, with Magnus clinging to the bar.",
])
def test_with_the_observer_after_a_thing_is_no_company(lex, text):
    assert not social(lex, text)


@pytest.mark.parametrize("text", [
    "Ana sits on the bench, with Magnus beside her.",
    "Magnus eats lunch with the crew.",
])
def test_with_a_person_keeps_company(lex, text):
    assert social(lex, text)
