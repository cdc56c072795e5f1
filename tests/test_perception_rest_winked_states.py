"""A sleep or rest word in scare quotes after "is": the state itself, with a wink.

"Zara is ‘resting’ her eyes", "Felix is “sleeping” on the job": a lone -ing form of a sleep or
rest term in quotation marks right after a form of "be" is a euphemism, not speech, so it is
actual and its subject is found as if it were unquoted (engine/perception.py
``_winked_state``). Controls: real speech ("'I'm resting,' she says"), a word written or texted,
someone else in scare quotes, a kind outside sleep and rest ("is 'working' from home").
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Zara"


def events(lex, text: str) -> list:
    return list(perceive(text, lex, observer=OBSERVER))


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


STATES = [("resting", "her eyes", "rest"), ("sleeping", "on the job", "sleep"),
          ("napping", "at her desk", "sleep"), ("dozing", "in the armchair", "sleep"),
          ("relaxing", "on the sofa", "rest")]
QUOTES = [("'", "'"), ('"', '"'), ("‘", "’"), ("“", "”")]
SUBJECTS = [("Zara", "is"), ("You", "are"), ("I", "am"), ("Zara", "was")]


def test_a_winked_sleep_or_rest_is_actual_and_the_subjects(lex):
    wrong = []
    for (word, rest, kind), (o, c), (subj, be) in itertools.product(STATES, QUOTES, SUBJECTS):
        text = f"{subj} {be} {o}{word}{c} {rest}."
        if kind not in mine(lex, text):
            wrong.append((text, mine(lex, text)))
    assert wrong == []


def test_someone_else_winked_is_not_the_observer(lex):
    for (word, rest, _), (o, c) in itertools.product(STATES, QUOTES):
        text = f"Marco is {o}{word}{c} {rest} while Zara drives."
        assert mine(lex, text) == set(), text


def test_speech_and_written_words_stay_quoted(lex):
    for text in ('Marco says, "I\'m resting."',
                 "Zara writes 'sleeping' on the sign.",
                 'Zara texts: "resting at home"',
                 "Zara is 'working' from home."):
        got = mine(lex, text)
        assert "rest" not in got and "sleep" not in got and "work" not in got, text
