"""Company that is only apparent (session 25, round company).

Three classes: a laugh aimed at a thing ("laughs at a meme in the station chat", "laughs at the
mug her son brought back") or shrugged off ("laughs it off") shares nothing with anyone, even
with people named around it, while a laugh at someone or at someone's joke keeps its company;
a quotation ending in "?" or opening on a price ("'EUR340 for three days?!'") is speech inside a
statement, so the narration around it stays actual; and students, a class or an audience are
served at work, so a tutor or a guide talking to them is the job, not company, while peers
("the other students") and talk outside the job keep theirs. Also: an alarm passed on (a
danger told with an order or a "!": "the boiler is leaking gas in your hallway!") is no
company, while news of a danger told calmly keeps it; and a name or a nickname called someone
("the seller calls her 'love'") is no phone call."""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBSERVER = "Ola"


@pytest.mark.parametrize("text", [
    "Ola laughs at a meme on her phone.",
    "Ola laughs at the 'do not feed the boss' mug her son brought back.",
    "Tom says Ola is ill, but Ola laughs it off.",
    "Ola giggles at a cartoon while Tom cooks.",
])
def test_a_laugh_aimed_at_a_thing_is_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ola laughs at Tom's joke.",
    "Ola and Tom laugh at the old photos together.",
    "Ola is greeted at the gate by Brother Alban.",
    "Ola chats with her sister and they laugh about the old days.",
])
def test_a_laugh_with_someone_keeps_its_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ola is arguing with the site manager about the bill — “€340 for three days?!”",
    "Ola is arguing with the landlord about the rent - '$900 a month?'",
    "Ola argues with her brother about the car - 'Who scratched it?'",
])
def test_a_quoted_question_leaves_the_narration_actual(lex, text):
    assert "conflict" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Have you argued with your brother today?",
    "Did Ola argue with the landlord?",
])
def test_a_narrated_question_is_still_asked(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ola, a tutor, chats with her students about the exam.",
    "Ola is teaching a pottery class and chats with the students about glazes.",
    "Ola, a lecturer, talks to the audience about volcanoes.",
])
def test_talk_with_those_taught_at_work_is_the_job(lex, text):
    assert "socialize" not in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ola, a student, chats with the other students about the exam.",
    "Ola chats with her fellow students at lunch.",
    "Ola chats with her children on the phone.",
])
def test_peers_and_kin_keep_their_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Your neighbour tells you through the wall that the boiler is leaking gas in your hallway!",
    "'There's a flash-flood warning for the whole valley tonight, keep the boarders indoors,' "
    "the head tells Ola at the staff-room door.",
])
def test_an_alarm_passed_on_is_no_company(lex, text):
    kinds = actual_kinds(lex, text, OBSERVER)
    assert "socialize" not in kinds
    assert "danger" in kinds


@pytest.mark.parametrize("text", [
    "Ola's sister warns her that a gang has been robbing people in her street every night.",
    "Ola tells Bernadette about the great canteen fire of 1998, when everyone had to run for it.",
    "'Keep going, you're nearly there,' Ola tells her son.",
    "Mum tells Ola she's pregnant!",
])
def test_news_told_calmly_keeps_its_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ola buys a scarf at the stall; the seller calls her 'love'.",
    "The barman calls you \"mate\" as he hands over the change.",
])
def test_a_name_called_is_no_phone_call(lex, text):
    assert "socialize" not in actual_kinds(lex, text, OBSERVER)


def test_a_call_to_someone_stays_company(lex):
    assert "socialize" in actual_kinds(lex, "Ola calls her mum and they chat for an hour.",
                                       OBSERVER)
