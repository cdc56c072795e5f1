"""Danger (session 26, round danger): a hazard studied as a subject, a clip of one elsewhere,
news followed as it comes in, a year long gone, a busy inbox "on fire", a market "flooded
with" imports, a storm tracking "well north of" the town, a documentary named after what it
shows, prayers "for everyone there" and a painted stormy seascape name no threat to the
observer; shots fired in the passive, food choked on, a wolf pack's attack, a breathing supply
running out, a structure or a branch failing around someone, burning smelt "like" it, someone
trapped under debris, a dangerous beast seen nearby, a car stuck on a level crossing and an
order to leave passed on with the threat are threats (snakes at a reptile house are kept
ones); a threat in a cause clause is where the clause before it is, and someone else's thing
watched in trouble is theirs, not the watcher's."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Leon", "Leon's class studies tornadoes and hurricanes in geography."),
    ("Tom", "Tom researches hurricanes for his thesis."),
    ("Elif", "Elif studies for her exam on volcano formation."),
    ("Aroha", "Your feed is full of videos of a hurricane hitting the Caribbean."),
    ("Maureen", "The great fire of 1666 destroyed most of London, Maureen reads."),
    ("Yusuf", "Yusuf's inbox is on fire this morning."),
    ("Emeka", "The market for second-hand cars is flooded with cheap imports, Emeka notes."),
    ("Sione", "Sione chokes on his words."),
    ("Sione", "Sione is choking on her tears."),
    ("Kira", "Kira checks the weather radar: the storm cell is tracking well north of her town."),
    ("Kira", "Kira watches the volcano erupt on a documentary about Hawaii."),
    ("Kira", "Kira: the earthquake in Turkey looks awful, praying for everyone there"),
    ("Kira", "Kira paints a stormy seascape in oils."),
    ("Kira", "Kira is glued to the coverage of the tsunami in Japan."),
])
def test_a_hazard_as_topic_figure_or_past_is_no_threat(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer)


def test_a_storm_right_over_the_speaker_stays_theirs(lex):
    text = "Kira: the storm is right over us, everyone there in the shelter is terrified"
    assert "danger" in actual_kinds(lex, text, "Kira")


def test_a_storm_studied_from_a_deck_stays_a_threat(lex):
    assert "danger" in actual_kinds(lex, "Tom studies the approaching storm from the deck.",
                                    "Tom")


def test_a_present_threat_is_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer)

    cases = [
        ("Arjun", "Shots are fired in the car park as Arjun walks to his car and he dives behind"
                  " a wall."),
        ("Sione", "Sione is choking on a chunk of steak and can't breathe."),
        ("Sione", "Sione chokes on a fishbone."),
        ("Gita", "A wolf pack attacks Gita's caravan at the river crossing."),
        ("Kira", "Kira's oxygen is running out."),
        ("Kira", "Kira's oxygen gauge drops into the red halfway through the dive."),
        ("Kira", "The grain silo Kira is inside starts to collapse."),
        ("Kira", "The mineshaft caves in behind Kira."),
        ("Kira", "Kira: fire alarm going off again, smells like burning this time"),
        ("Kira", "Kira smelt gas in the hallway."),
        ("Kira", "[Kira] status: trapped under debris after the quake"),
        ("Kemal", "The landlord texts Kemal that the building has a gas leak and to get out."),
        ("Luz", "A bear has been spotted near Luz's campsite."),
        ("Luz", "A shark has been sighted off the beach."),
        (None, "You hear a crack and the branch you are standing on starts to split."),
        ("Kira", "Kira's car breaks down on a level crossing as the barrier comes down."),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_family_packing_is_still_a_plan(lex):
    assert actual_kinds(lex, "The family pack their bags for the storm.", "Ana") == set()


def test_snakes_fed_at_a_reptile_house_are_no_threat(lex):
    assert "danger" not in actual_kinds(
        lex, "Fatima feeds the snakes at the reptile house where she works.", "Fatima")


def test_a_beast_seen_near_someone_elses_cabin_is_theirs(lex):
    text = "Luz's brother says a bear has been spotted near his cabin in Canada."
    assert "danger" not in actual_kinds(lex, text, "Luz")


def test_smoke_in_hair_after_a_bonfire_is_no_threat(lex):
    assert "danger" not in actual_kinds(lex, "Kira's hair smells like smoke after the bonfire.",
                                        "Kira")


@pytest.mark.parametrize(("observer", "text"), [
    ("Kira", "Kira's colleague in the Jakarta office is evacuated because of flooding."),
    ("Kira", "Kira watches her brother's kayak flip in the rapids from the bank."),
    ("Kira", "Kira watches her brother's house burn."),
])
def test_someone_elses_threat_does_not_leak_to_the_observer(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer)
    assert "danger" in other_kinds(lex, text, observer)


def test_a_threat_in_ones_own_cause_clause_stays_the_observers(lex):
    assert "danger" in actual_kinds(lex, "Kira stays home because of the storm.", "Kira")


def test_driving_someone_elses_car_into_a_flood_stays_the_drivers(lex):
    assert "danger" in actual_kinds(lex, "Kira drives her brother's car into the floodwater.",
                                    "Kira")
