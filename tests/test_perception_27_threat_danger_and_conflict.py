"""Danger and conflict told apart from reports, figures of speech and other people's (session
27, round threat): a hazard told first and its broadcast after is reported ("there was a
lightning storm in Texas on the news"); a man or a guy following the subject, someone breaking
into their home or rattling their window is a threat, and a passive threat's "by" names its
doer, not a target ("status: being followed by a stranger"); a warning withdrawn ("was called
off") and a museum named for a hazard are none; miles before a proximity word are distance,
no near miss ("miles behind Mia"); the observer's own place in a dream, a game or a film is no
warning for it ("In a dream, Vlad's house was on fire"); figures of speech with a threat
word are none ("armed with a clipboard", "the party was a riot", "fighting fit", "under fire
from critics"). Conflict: a
bare partner after "with" in a record's action field is the party ("action: arguing with
roommate"); an insult said to someone's face makes the speaker a party ("you're such a liar");
"fall out over" a thing people quarrel about is the quarrel. The plain threats and rows stay:
"a man armed with a knife walks into the shop", "a lorry crashes two metres behind Mia",
"Nell fell out with her sister"."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


@pytest.mark.parametrize("text", [
    "Dalia: there was a lightning storm in Texas on the news, crazy",
    "An earthquake in Chile on the news.",
    "There was a huge flood in Bangladesh in the news today.",
])
def test_a_hazard_with_its_broadcast_after_it_is_reported(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Dalia")


def test_someone_following_or_breaking_in_is_a_threat(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Gaia")

    cases = [
        "Gaia realises a man has been following her for three streets in the dark.",
        "Some guy is following me from the station, I'm scared.",
        "Someone is breaking into your flat; you hear the back door splinter.",
        "Someone is rattling my window.",
        "agent: Gaia | action: walking home | status: being followed by a stranger",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Gaia follows a man into the shop.",
    "The waiter follows her to the table.",
    "Gaia's colleague breaks into a grin.",
])
def test_following_someone_or_breaking_into_a_grin_is_no_threat(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Gaia")


def test_a_passive_threats_doer_is_no_target(lex):
    text = "agent: Priya | action: cooking | status: being followed by a stranger"
    assert actual_kinds(lex, text, "Priya") == {"danger", "work"}


@pytest.mark.parametrize("text", [
    "The storm warning was called off this morning.",
    "The flood warning has been lifted.",
    "Vlad visits the volcano museum with his class.",
])
def test_a_withdrawn_warning_or_a_hazard_museum_is_no_threat(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Vlad")


def test_a_warning_issued_stays_a_threat(lex):
    assert "danger" in actual_kinds(lex, "The radio warns a storm will hit Vlad's town.", "Vlad")


def test_miles_before_a_proximity_word_are_no_near_miss(lex):
    assert "danger" not in actual_kinds(
        lex, "A lorry crashes on the motorway miles behind Mia.", "Mia")
    assert "danger" in actual_kinds(lex, "A lorry crashes two metres behind Mia.", "Mia")


def test_a_threat_word_in_a_figure_of_speech_is_none(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Mia") & {"danger", "conflict"} == set()

    cases = [
        "Mia is armed with a clipboard and a pen.",
        "Armed with a shopping list, Mia heads into the market.",
        "The party was a riot.",
        "Mia is fighting fit after the holiday.",
        "Mia is under fire from critics for her new book.",
    ]
    assert failing_cases(one_case, cases) == []


def test_armed_with_a_weapon_stays_a_threat(lex):
    assert "danger" in actual_kinds(
        lex, "A man armed with a knife walks into the shop where Mia works.", "Mia")


@pytest.mark.parametrize("text", [
    "agent: Neve | action: arguing with roommate | topic: rent",
    "agent=Neve act=arguing with landlord about rent",
])
def test_a_bare_partner_in_an_action_field_is_no_subject(lex, text):
    assert actual_kinds(lex, text, "Neve") == {"conflict"}


def test_a_bare_chat_partner_in_an_action_field_is_company(lex):
    assert actual_kinds(lex, "agent: Neve | action: chatting with roommate", "Neve") \
        == {"socialize"}


def test_a_bare_noun_with_its_own_state_stays_its_own(lex):
    text = "agent: Neve | action: sitting with baby asleep"
    assert "sleep" not in actual_kinds(lex, text, "Neve")


@pytest.mark.parametrize("text", [
    "Nell: stop twisting my words, you're such a liar",
    "Nell: how dare you read my messages",
])
def test_an_insult_to_someones_face_is_the_speakers_conflict(lex, text):
    assert "conflict" in actual_kinds(lex, text, "Nell")


def test_an_insult_in_someone_elses_chat_is_theirs(lex):
    text = "Nell: stop twisting my words, you're such a liar"
    assert "conflict" not in actual_kinds(lex, text, "Mia")
    assert "conflict" in other_kinds(lex, text, "Mia")


@pytest.mark.parametrize("text", [
    "Nell and her sister fall out over the will.",
    "Nell and her sister fell out over money.",
    "Nell fell out with her sister.",
])
def test_falling_out_over_a_quarrels_topic_is_conflict(lex, text):
    assert "conflict" in actual_kinds(lex, text, "Nell")


def test_others_falling_out_is_theirs(lex):
    text = "Nell's parents fall out over the will."
    assert "conflict" not in actual_kinds(lex, text, "Nell")
    assert "conflict" in other_kinds(lex, text, "Nell")


@pytest.mark.parametrize("text", [
    "In a dream, Vlad's house was on fire.",
    "In the game, Vlad's village is raided by orcs.",
    "In the film, a flood hits Vlad's street.",
])
def test_the_observers_place_in_a_made_up_scene_is_no_threat(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Vlad")
