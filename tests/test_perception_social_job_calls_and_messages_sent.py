"""Talk that is no company: a console worked at is a desk, not comfort given ("at her console");
an emergency call taken is a job or a crisis ("is taking a 999 call from a woman"); a caller kept
talking at work is the service ("works the phones and keeps the caller talking while the map
finds the nearest pump"); words quoted before "X texts Y" are a message sent one way ("'I'm off
sick,' Sione texts the bar supervisor"); a social word before a thing names it ("a joke sign",
"the call sign"); talk with or from a caller is the service, work named or not ("A caller tells
Ximena ..."). Company kept: consoling someone, a call with family, a
text exchange, and a matter settled together with the matter inside the verb ("sort it out",
"talk things over")."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

SUBJECTS = [("Carmen", "s", "is", "her"), ("I", "", "am", "my"), ("You", "", "are", "your")]


def social(lex, text: str, observer: str = "Carmen") -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


CONSOLES = ["{subj} {be} drinking an iced coffee at {p} console",
            "{subj} {be} sitting at the console with a headset on",
            "{subj} {be} back at {p} console @ dispatch centre: pod 3",
            "{subj} {be} playing on the games console"]
CALLS = ["{subj} {be} taking a 999 call from a woman whose car is filling with water",
         "{subj} {be} handling an emergency call about a chip-pan fire",
         "{subj} {be} logging a 911 call from a man on the bridge"]


def test_consoles_and_emergency_calls_are_no_company(lex):
    cases = [f.format(subj=subj, be=be, p=p) + "." for (subj, _, be, p), f in
             itertools.product(SUBJECTS, CONSOLES + CALLS)]
    assert len(cases) == 21
    assert [t for t in cases if social(lex, t)] == []


@pytest.mark.parametrize("verb", ["works the phones", "is on shift", "works the night desk"])
def test_a_caller_kept_talking_at_work_is_service(lex, verb):
    text = f"Carmen {verb} and keeps the caller talking while the map finds the nearest pump."
    assert not social(lex, text)


QUOTES = ["'I'm off sick,'", "\"Running late!\"", "'Can't make it tonight,'",
          "\u2018Stuck at work,\u2019"]
SENDERS = [("Carmen", "texts"), ("she", "texts"), ("Carmen", "messages")]
LISTENERS = ["the bar supervisor", "her boss", "her sister"]


def test_words_quoted_before_a_text_are_sent_one_way(lex):
    cases = [f"{q} {s} {v} {lis}." for q, (s, v), lis in
             itertools.product(QUOTES, SENDERS, LISTENERS)]
    assert len(cases) == 36
    assert [t for t in cases if social(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Carmen consoles her sister after the funeral.",
    "Carmen is on a call with her mum.",
    "Carmen texts her sister all evening.",
    "'Where are you?' Ana texts Carmen, and they text back and forth till midnight.",
    "Carmen and her neighbour sort it out over a cup of tea.",
    "Carmen and her sister hash things out on the bench.",
    "You and Ana sort things out with a shrug and a joke.",
    "'I'm off sick,' Carmen tells her sister on the phone.",
])
def test_company_kept(lex, text):
    assert social(lex, text)


@pytest.mark.parametrize("text", [
    "Her brother and his neighbour sort it out over a cup of tea.",
    "Carmen sorts it out herself.",
    "Carmen tries to sort things out on her own.",
])
def test_settling_alone_or_by_others_is_no_company(lex, text):
    assert not social(lex, text)


THINGS = ["tapes a joke sign to her cabin door", "buys a joke book for her nephew",
          "reads out the call sign to the tower", "looks up the number in the phone book",
          "wraps a joke present for the office party"]


@pytest.mark.parametrize("thing", THINGS)
def test_a_social_word_naming_a_thing_is_no_talk(lex, thing):
    assert not social(lex, f"Carmen {thing}.")


def test_a_joke_told_is_still_talk(lex):
    assert social(lex, "Carmen tells her sister a joke and they both laugh.")


CALLER_TALK = ["A caller tells {o} his neighbour's shed burned down last week.",
               "{o} talks the caller through a reset and logs the ticket.",
               "{o} keeps the caller talking while the map loads.",
               "{o} chats with the callers on the late show.",
               "The caller tells {o} the water is up to the seats."]


@pytest.mark.parametrize("observer", ["Ximena", "Carmen"])
def test_talk_with_or_from_a_caller_is_the_service(lex, observer):
    cases = [t.format(o=observer) for t in CALLER_TALK]
    assert [t for t in cases if social(lex, t, observer)] == []


@pytest.mark.parametrize("text", [
    "The caller's wife tells Carmen the bridge is down, and they chat about the kids.",
    "Carmen takes a call from her sister and they chat for an hour.",
    "Carmen's mum calls and they talk for an hour.",
])
def test_calls_from_people_stay_company(lex, text):
    assert social(lex, text)
