"""Blows struck on purpose are conflict; signs of an injury being felt or treated are injury.

Session 8, from the labelled sets' misses: "gets punched in the face" was clocking in ("punch in"
is work), "a stranger punches Xia in the jaw" nothing; "a cast on her arm", "her knee is strapped
up", "elbowed in the face in the mosh pit", "his back has gone into spasm", "a twinge in his
groin", "hobbles to the car" were no injury. An accidental knock is injury only (the labels:
"Laila gets elbowed in the face in the mosh pit" is injured, not conflict).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def subjects(lex, text, observer, kind):
    return sorted({e.subject for e in perceive(text, lex, observer=observer)
                   if e.kind == kind and e.mode == "actual" and not e.negated})


PARTS = ["face", "jaw", "stomach", "nose", "ribs"]
BLOWS = ["{o} gets punched in the {p}.", "A stranger punches {o} in the {p}.",
         "{o} is punched in the {p} by a drunk man.", "The man slaps {o} across the {p}."]


def test_a_blow_to_the_observer_is_conflict(lex) -> None:
    def one_case(frame, part):
        text = frame.format(o="Xia", p=part)
        assert "conflict" in actual_kinds(lex, text, "Xia")
        assert "work" not in actual_kinds(lex, text, "Xia")

    cases = list(itertools.product(BLOWS, PARTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("part", PARTS)
def test_a_blow_between_others_is_theirs(lex, part):
    assert subjects(lex, f"Xavier punches Tomas in the {part}.", "Yuki", "conflict") == ["other"]


@pytest.mark.parametrize("text,expected", [
    ("Xia punched in at nine and worked till five.", {"work"}),
    ("Xia punches in the code and the door opens.", set()),
    ("Xia punches the air in delight.", set()),
    ("Xia smacks her lips.", set()),
    ("Xia thumps the table.", set()),
])
def test_no_blow_without_a_body_part(lex, text, expected):
    assert actual_kinds(lex, text, "Xia") == expected


@pytest.mark.parametrize("text", [
    "Florence has a cast on her arm.",
    "Sunil's knee is strapped up after last week's fall.",
    "Laila gets elbowed in the face in the mosh pit.",
    "Marco's back has gone into spasm.",
    "Dele feels a slight twinge in his groin.",
    "Xia hobbles to the car.",
    "Xia has a bandage round her hand.",
    "Xia's hand is bandaged.",
    "Xia is concussed.",
])
def test_signs_of_an_injury_are_injury(lex, text):
    observer = text.split("'")[0].split()[0]
    assert actual_kinds(lex, text, observer) == {"injury"}


@pytest.mark.parametrize("text,expected", [
    ("Kenji ate standing up at the yatai, elbow to elbow with strangers.", {"eat"}),
    ("Xia elbows her way to the bar.", set()),
    ("Xia straps the baby into the car seat.", set()),
    ("Xia feels a twinge of guilt.", set()),
    ("Xia kicks her legs in the pool.", set()),
    # no injury; the care given to a stranger's body is the job (frames.care_verbs)
    ("Apinya is bandaging a farmer's leg.", {"work"}),
])
def test_no_injury_from_crowds_straps_or_dressing_someone_else(lex, text, expected):
    assert actual_kinds(lex, text, text.split()[0]) == expected


@pytest.mark.parametrize("text,observer", [
    ("The editor bellows at Clara across the newsroom, and she yells right back.", "Clara"),
    ("The customer shouts at Chiara, and Chiara shouts right back.", "Chiara"),
    ("A caller screams abuse at Dev for ten minutes and he stays polite.", "Dev"),
    ("Wanjiru roars at the innkeeper, and the innkeeper roars back.", "Wanjiru"),
    ("The drunk takes a swing at Teo on the night bus.", "Teo"),
])
def test_hostility_aimed_at_the_observer_or_answered_is_conflict(lex, text, observer):
    assert "conflict" in actual_kinds(lex, text, observer)


@pytest.mark.parametrize("text", [
    "Mo swings at the ball and misses.",
    "Mo roars with laughter.",
    "The dog lunges at Mo and snaps at his hand.",
])
def test_no_quarrel_with_a_ball_a_joke_or_a_dog(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Mo")


@pytest.mark.parametrize("text,kind", [
    ("Femi hands Ines an ice lolly and she licks it slowly.", "eat"),
    ("Ines charts the observations for bay 2.", "work"),
    ("Ines charts obs on the new patient.", "work"),
])
def test_licking_what_was_handed_and_charting_obs(lex, text, kind):
    # session 8, from a newcomer's day B check: a lick of what was handed over is eating; a
    # ward's charting is work
    assert kind in actual_kinds(lex, text, "Ines")
