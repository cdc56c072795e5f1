"""Who did what: after a story named as a thing ("the film", "a novel", "the book"), a past
verb after "and" is a new predicate of the one who watched or read it, not what the story
tells: "Fatima watched the film and fell asleep", "skipped dinner and the film and went straight
to bed". What a speech verb tells ("tells his friends he was thrown and broke his collarbone")
and a story's own clause ("a film where a man got drunk and fell asleep") stay reported."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

STORIES = ["watched the film", "watched a movie", "read the book", "finished the novel",
           "skipped dinner and the film"]
PASTS = {"sleep": "fell asleep", "sleep ": "went straight to bed",
         "eat": "ate a sandwich"}


def events(lex, text: str) -> list:
    return perceive(text, lex, observer="Fatima")


def own(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


def test_a_past_after_and_past_a_story_is_the_readers_own(lex) -> None:
    def one_case(story, past):
        text = f"Fatima {story} and {PASTS[past]}."
        assert past.strip() in own(lex, text), text

    cases = list(itertools.product(STORIES, PASTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("opener,past", list(itertools.product(
    ["where", "in which"], ["fell asleep", "ate a sandwich"])))
def test_a_storys_own_clause_stays_the_storys(lex, opener, past):
    text = f"Fatima watched a film {opener} a man got drunk and {past}."
    assert not own(lex, text), text


@pytest.mark.parametrize("past", ["broke his collarbone", "fell asleep at the wheel"])
def test_what_a_speech_verb_tells_stays_told(lex, past):
    text = f"Fatima tells her friends she was thrown last summer and {past}."
    assert not own(lex, text) - {"socialize"}, text


@pytest.mark.parametrize("text", [
    "You start the safety chapter: warnings about high-pressure hoses and crushed fingers.",
    "You read a leaflet about broken ladders and crushed toes.",
])
def test_a_participle_before_a_noun_after_and_stays_in_the_story(lex, text):
    assert "injury" not in {e.kind for e in perceive(text, lex, observer="Fatima")
                            if e.is_actual_self}, text


def test_a_participle_before_a_noun_after_and_is_no_scene_of_its_own(lex):
    text = "You scroll through photos of fallen trees and flooded roads in the next valley."
    assert not [e for e in perceive(text, lex, observer="Fatima")
                if e.kind == "danger" and e.mode == "actual"], text
