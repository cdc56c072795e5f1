"""The speaker's own act just done, told, is done: "You tell Tom you've just eaten", "Ned tells
the warden he has already had lunch", "says she has just had a swim" (the labels count "he
insists - he's just eaten four plates of jollof"). Someone else's act told ("Tom tells Ned he
has just eaten", "tells Tom that his sister has just eaten") stays theirs, and an act told of
another day stays a memory ("tells Tom he ate yesterday")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

SPEAKERS = [("Ned", "he"), ("Ines", "she"), ("Kofi", "he"), ("Mara", "she")]
VERBS = ["tells the warden", "tells Tom", "says", "tells the ringmaster that",
         "tells the other pickers"]
ACTS = [("has just eaten", "eat"), ("has already eaten", "eat"), ("has just slept for ten hours",
                                                                  "sleep"),
        ("has just had a swim in the lake", "exercise"), ("has already had lunch", "eat")]


def test_the_speakers_own_act_just_done_is_done(lex):
    cases = [(f"{n} {v} {p} {a}.", kind, n)
             for (n, p), v, (a, kind) in itertools.product(SPEAKERS, VERBS, ACTS)]
    cases += [(f"You tell Tom you've {a.split(' ', 1)[1]}.", kind, "Ana") for a, kind in ACTS]
    cases += [("I told the chef I'd already eaten.", "eat", "Ana"),
              ("I told the chef I'd just slept for ten hours.", "sleep", "Ana")]
    assert [t for t, kind, n in cases if kind not in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("speaker", SPEAKERS)
@pytest.mark.parametrize("act,kind", ACTS)
@pytest.mark.parametrize("text", ["Tom tells {n} he {a}.", "{n} tells Tom that his sister {a}.",
                                  "{n} watches Tom, who {a}."])
def test_someone_elses_act_told_stays_theirs(lex, speaker, act, kind, text):
    name, _ = speaker
    assert kind not in actual_kinds(lex, text.format(n=name, a=act), name)


@pytest.mark.parametrize("speaker", SPEAKERS)
def test_an_act_told_of_another_day_stays_a_memory(lex, speaker):
    name, pronoun = speaker
    assert "eat" not in actual_kinds(lex, f"{name} tells Tom {pronoun} ate yesterday.", name)
    assert "eat" not in actual_kinds(lex, f"{name} tells Tom {pronoun} has never eaten octopus.",
                                     name)
