"""Session 24, conflict precision: words of a row that tell no row of the observer's.

Classes, each with the phrasings that must stay rows:
- a fight named after what is thrown or played with is a game (``conflict.not_after``: "a
  pillow fight", "the kids play-fight"), and a row told in good humour or as a film's scene
  (``conflict.not_before``: "bicker good-naturedly", "rehearses a fight scene");
- a row joined by "and" to laughter is banter (``conflict.banter``: "trading insults and
  laughing");
- a row made up or apologised for is over (``conflict.settled``), also past a modifier or an
  owner of two words ("settle their long-running feud", "since last week's falling-out");
- a feeling, an urge or oneself fought has no other party ("fights her fear of heights",
  "argues with himself", "confronts her fears"), nor a struggle for a ball or a seat, a case
  argued (exceptions) or clothes that clash ("her shirt clashes with her trousers");
- the row a clause's object is punished for is the object's, not the punisher's ("arrests two
  men for fighting"): a leak before;
- names called at someone are an insult ("start calling her names").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def rows(lex, text: str) -> bool:
    return "conflict" in actual_kinds(lex, text, OBSERVER)


def test_a_game_banter_or_a_scene_is_no_row(lex) -> None:
    def one_case(text):
        assert not rows(lex, text)

    cases = [
        "Ana and Zoe have a pillow fight at the sleepover.",
        "Ana and Tom have a water fight in the garden.",
        "Ana has a snowball fight with her sister.",
        "Ana and her dad play-fight on the lawn.",
        "Ana and her best friend trade playful insults over coffee.",
        "Ana and her brother bicker good-naturedly about the washing-up.",
        "Ana argues playfully with her friend about which film is better.",
        "Ana and her colleague argue amicably about the best route.",
        "Ana rehearses a fight scene with the stunt coordinator.",
        "Ana and Leo trade insults and laughs over a pint.",
        "Ana and Tom are laughing and bickering over the map.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana and Dana make up after yesterday's argument and share a coffee.",
    "Ana and her brother finally settle their long-running feud over dinner.",
    "Ana and Tom make up after their fight and go for a walk.",
    "Ana and her mum patch things up after the quarrel.",
    "Ana and Tom have made up since last week's falling-out.",
])
def test_a_row_made_up_is_over(lex, text):
    assert not rows(lex, text)


def test_a_struggle_with_no_other_party_is_no_row(lex) -> None:
    def one_case(text):
        assert not rows(lex, text)

    cases = [
        "Ana fights her fear of heights on the glass bridge.",
        "Ana fights back a yawn in the meeting.",
        "Ana wrestles with her nerves before the exam.",
        "Ana argues with herself over whether to go out.",
        "Ana fights a losing battle with the weeds in her garden.",
        "Ana fights for every ball in the second half.",
        "Ana fights for a seat on the rush-hour train.",
        "Ana's shirt clashes with her trousers.",
        "Ana confronts her fears and jumps.",
        "Ana makes a strong argument for the new park at the council meeting.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Officer Ana arrests two men for fighting outside the pub.",
    "Ana sends two boys to the head's office for fighting in class.",
    "Ana suspends two pupils for fighting.",
    "Ana fines the driver for shouting at the warden.",
])
def test_the_row_an_object_is_punished_for_is_theirs(lex, text):
    assert not rows(lex, text)
    assert "conflict" in other_kinds(lex, text, OBSERVER)


def test_rows_stay_rows(lex) -> None:
    def one_case(text):
        assert rows(lex, text)

    cases = [
        "Ana and Tom have a blazing row over the dishes.",
        "Ana fights with her boyfriend over the phone.",
        "Ana and her sister bicker over the last of the milk.",
        "Ana has a huge fight with her brother and storms out.",
        "Ana fights her brother for the remote.",
        "Ana argues with Tom about the rent.",
        "Ana and Tom end the night fighting.",
        "Ana is arrested for fighting.",
        "Two girls corner Ana by the lockers and start calling her names.",
        "Ana shouts at Tom and laughs.",
        "Ana clashes with her boss over the budget.",
        "Ana confronts the landlord about the damp.",
        "Ana and Tom fight at the party.",
    ]
    assert failing_cases(one_case, cases) == []
