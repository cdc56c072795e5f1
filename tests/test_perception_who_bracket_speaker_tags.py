"""A chat line's speaker tagged with no colon, a name in square brackets ("[Kofi] just had a
salad") or before ">" ("Kofi> slept 3 hours", "Kofi >> had a fight with my brother"), speaks
the turn: its "I" and its verbs with no subject are the speaker's, not the observer's. The
observer's own tag keeps the turn theirs; a channel's label before a speaker and a colon, and a
log's label ("[Diary]"), are no speaker."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
SPEAKERS = ["Kofi", "Zainab", "Oyelaran"]
TAGS = ["[{n}] ", "[{n}]: ", "{n}> ", "{n} >> ", "[12:01] [{n}] "]
TURNS = {"just had a salad": "eat", "slept 3 hours": "sleep",
         "had a fight with my brother": "conflict", "I ate a whole pizza lol": "eat",
         "anyone else starving? just had a salad": "eat"}


def test_a_tagged_speakers_turn_is_theirs(lex):
    cases = [(tag.format(n=n) + turn, k) for n, tag, (turn, k)
             in itertools.product(SPEAKERS, TAGS, TURNS.items())]
    assert len(cases) == 75
    assert [text for text, k in cases if k in actual_kinds(lex, text, OBSERVER)] == []


def test_the_observers_own_tag_and_log_labels_stay_theirs(lex):
    for text, kind in [("[Ana] just had a salad", "eat"), ("Ana> slept 3 hours", "sleep"),
                       ("[Diary] slept 3 hours", "sleep"), ("[Note] had a salad", "eat"),
                       ("[Kofi] slept 3 hours | [Ana] same, ate a pie", "eat")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text
