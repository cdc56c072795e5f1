"""A time phrase fronted before a new subject does not reach that subject's verb (session 10).

"After the festival Orla sleeps from Sunday afternoon to Monday lunchtime": the reference cue
"after the" names a time ("the festival"), and the subject that follows opens the sentence's
own predicate, which happens (``perception._fronted_time``). Seen in the tuning sets as r63-135;
the grid widens it to cues x time phrases x subjects x verbs, with controls where the time
phrase's own verb is the event ("after the kids eat"), an owner stands in the phrase ("after
her shift"), or the subject is someone else.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Orla"


def mine(lex, text: str) -> list[tuple[str, str]]:
    return [(e.kind, e.mode) for e in perceive(text, lex, observer=OBSERVER)
            if e.subject == "self" and not e.negated]


CUES = ["After the", "After a", "Since the", "Before the"]
TIMES = ["festival", "long match", "night shift", "wedding"]
SUBJECTS = ["Orla", "you", "I"]
VERBS = [("sleeps", "sleep"), ("eats a sandwich", "eat"), ("drinks a glass of water", "drink")]


def _verb(subject: str, verb: str) -> str:
    return verb if subject == "Orla" else verb.replace("sleeps", "sleep").replace(
        "eats", "eat").replace("drinks", "drink")


def test_the_subjects_own_verb_after_a_fronted_time_happens(lex):
    wrong = {}
    for cue, time, subject, (verb, kind) in itertools.product(CUES, TIMES, SUBJECTS, VERBS):
        text = f"{cue} {time} {subject} {_verb(subject, verb)}."
        got = mine(lex, text)
        if (kind, "actual") not in got:
            wrong[text] = got
    assert wrong == {}


def test_the_handed_line(lex):
    text = ("After the festival Orla sleeps from Sunday afternoon straight through to Monday "
            "lunchtime.")
    assert mine(lex, text) == [("sleep", "actual")]


CONTROLS = {
    # the time phrase's own subject and verb: still a reference
    "After the kids eat, Orla reads.": [],
    "Since the guests ate Orla has tidied up.": [],
    # the owner is inside the time phrase: the phrase names the event as a time
    "After her nap Orla feels better.": [],
    "After her long sleep she feels better.": [],
    # another subject's verb stays theirs
    "After the festival he sleeps till noon.": [],
}


def test_controls(lex):
    got = {text: [r for r in mine(lex, text) if r[1] == "actual"] for text in CONTROLS}
    assert got == CONTROLS
