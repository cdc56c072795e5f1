"""A cold's first signs said another way, feeling off-colour, "sick" typed short after "feel";
waking up on a bed or a seat; and a sport's drills ("Leticia has the slightest scratch in her
throat", "Your nose won't stop running", "tobias feels sik and shakey after to much sun", "just
woke up on the hay bales", "running passing drills in the sports hall" were missed).

Illness terms name the scratch in a throat, the nose that won't stop running, feeling
off-colour and "feel sik"; sleep verbs "wake up on", "wake up in" and "come to in" take a bed
or a seat (a bunk, a berth, hay bales); exercise objects name a sport's drills. Waking up in
a town, a scratch on an arm, a drill in a toolbox stay none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize(("subject", "sign"), list(itertools.product(
    ["Ana has", "You have", "I have"],
    ["the slightest scratch in {own} throat", "a scratch in {own} throat"])))
def test_a_scratch_in_the_throat_is_illness(lex, subject, sign):
    own = {"Ana has": "her", "You have": "your", "I have": "my"}[subject]
    assert "illness" in actual_kinds(lex, f"{subject} {sign.format(own=own)}.", "Ana")


@pytest.mark.parametrize("text", [
    "Your nose won't stop running.",
    "Ana's nose wouldn't stop running all night.",
    "Ana feels off-colour this morning.",
    "Ana feels sik and shakey after to much sun.",
    "I feel sik.",
])
def test_cold_signs_and_feeling_off_colour_are_illness(lex, text):
    assert "illness" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana has a scratch on her arm from the cat.",
    "Ana's nose stops running after the tablet.",
])
def test_no_cold_sign_is_no_illness(lex, text):
    assert "illness" not in actual_kinds(lex, text, "Ana")


def test_waking_up_on_a_bed_or_seat_tells_the_sleep(lex) -> None:
    def one_case(verb, bed):
        assert "sleep" in actual_kinds(lex, f"Ana {verb} {bed}.", "Ana")

    cases = list(itertools.product(
        ["wakes up on", "woke up in", "comes to in"],
        ["the hay bales", "her bunk", "the upper berth", "the sofa", "the back seat"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana wakes up in Glasgow.",
    "Ana wakes up to the sound of rain.",
])
def test_waking_up_in_a_town_or_to_a_noise_names_no_bed(lex, text):
    assert "sleep" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("drill", ["passing drills", "agility drills", "shooting drills",
                                   "footwork drills", "sprint drills"])
@pytest.mark.parametrize("verb", ["Ana is running", "Ana does", "You run"])
def test_a_sport_s_drills_are_exercise(lex, verb, drill):
    assert "exercise" in actual_kinds(lex, f"{verb} {drill} in the sports hall.", "Ana")


def test_a_tool_s_drill_is_no_exercise(lex):
    assert "exercise" not in actual_kinds(lex, "Ana does the drill bits in the toolbox.", "Ana")


@pytest.mark.parametrize("text", [
    "Ana crashes on a friend's couch.",
    "You crash out on the sofa after the night shift.",
    "Ana spends the night on a bench at the station.",
    "Ana spends the night in her bunk.",
])
def test_a_bed_crashed_on_or_a_night_spent_on_one_is_sleep(lex, text):
    assert "sleep" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana spends the night in Lagos.",
    "Ana crashes into the bench.",
])
def test_a_crash_or_a_night_in_a_town_is_no_sleep(lex, text):
    assert "sleep" not in actual_kinds(lex, text, "Ana")
