"""A meeting is company only with someone: "meet" is one of socialize's joint verbs, so with
no one else named in its sentence or the one before, what is met is a thing, a beast, the
weather or a body part's knock ("meets heavy traffic on the ring road", "meets a bear on the
trail", "her boot meets the ice", "meets the cost of the repairs"); and a gaze met is no
meeting ("meets his eyes across the room"). "Meets Jo for coffee" keeps its company."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

SUBJECTS = [("Ana", "Ana", "s"), ("Kofi", "You", ""), ("Mrs Lind", "Mrs Lind", "s"),
            ("Tariq", "Tariq", "s")]
PEOPLE = ["Jo", "her sister", "an old friend", "his cousins", "Dalia and Tom", "the neighbours",
          "two old schoolfriends", "their grandmother"]
FOR = ["for coffee", "for lunch", "at the station", "in the square", "after work", "at the pub"]
THINGS = ["heavy traffic on the ring road", "a bear on the trail", "a fox in the lane",
          "a snowstorm on the pass", "a queue at the pharmacy", "the cost of the repairs",
          "a wall of heat in the kitchen", "the convoy at the checkpoint",
          "the morning with a strong coffee", "with an accident on the ice",
          "resistance at the border", "the dawn on the summit"]


def test_meeting_someone_is_company(lex):
    cases = [(obs, f"{subj} meet{s} {who} {place}.") for (obs, subj, s), who, place
             in itertools.product(SUBJECTS, PEOPLE, FOR)]
    assert len(cases) >= 150
    assert [t for obs, t in cases if "socialize" not in actual_kinds(lex, t, obs)] == []


def test_meeting_a_thing_a_beast_or_the_weather_is_no_company(lex):
    cases = [(obs, f"{subj} meet{s} {what}.") for (obs, subj, s), what
             in itertools.product(SUBJECTS, THINGS)]
    cases += [(obs, f"{subj} met {what}.") for (obs, subj, _), what
              in itertools.product(SUBJECTS, THINGS)]
    assert len(cases) >= 90
    assert [t for obs, t in cases if "socialize" in actual_kinds(lex, t, obs)] == []


def test_a_body_part_meeting_a_thing_is_no_company(lex):
    texts = ["Ana's boot meets the ice and slides.",
             "Ana's head meets the doorframe with a crack.",
             "Ana's fingers meet nothing but air.",
             "Ana's car meets a tractor on the narrow lane."]
    assert [t for t in texts if "socialize" in actual_kinds(lex, t, "Ana")] == []


def test_a_gaze_met_is_no_meeting(lex):
    cases = [f"Ana meets {own} {what} across the room and looks away." for own, what
             in itertools.product(["his", "her", "their", "the stranger's"], ["eyes", "gaze"])]
    cases = [c for c in cases if "stranger's" not in c]
    assert [t for t in cases if "socialize" in actual_kinds(lex, t, "Ana")] == []


def test_meetings_with_someone_in_the_sentence_before_keep_company(lex):
    texts = ["Jo rings from the station. Ana meets her at the barrier and they hug.",
             "You meet Dalia at the bus station and the two of you laugh all the way round "
             "the flea market.",
             "Ana and Jo meet for lunch at the noodle bar."]
    obs = ["Ana", "Kofi", "Ana"]
    missed = [t for o, t in zip(obs, texts, strict=True) if "socialize" not in actual_kinds(lex, t,
                                                                                            o)]
    assert missed == []
