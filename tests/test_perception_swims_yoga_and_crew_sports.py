"""Exercise named by its stroke, its pose, its crew or its set piece (session 11, from the fresh
sets' "action: forty lengths of front crawl", "a slow series of sun salutations", "paddling a
waka ama across the harbour", "trained with the rowing club", "drill penalty kicks" and "plays
all 120 minutes of the cup final"): core.yaml's exercise terms and objects, the exception
"series of" (a sequence, not a TV series) and ``perception._participle_names`` (an ``-ing`` word
opening a capitalised name after "the" is a name: "the Sleeping Dragon tavern").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

STROKES = ["front crawl", "breaststroke", "backstroke", "butterfly stroke", "back crawl",
           "sidestroke"]
AMOUNTS = ["forty lengths of", "2 km", "twenty minutes of", "an hour of", "a few laps of"]
FRAMES = ["Mia did {a} {s} before work.", "Mia swims {a} {s} at the lido.",
          "Status report | agent: Mia | place: hotel pool | action: {a} {s} | mood: calm"]


def test_a_swimming_stroke_names_a_swim(lex) -> None:
    def one_case(stroke, amount, frame):
        assert actual_kinds(lex, frame.format(a=amount, s=stroke), "Mia") == {"exercise"}

    cases = list(itertools.product(STROKES, AMOUNTS, FRAMES))
    assert failing_cases(one_case, cases) == []


YOGA = ["a slow series of sun salutations", "downward dog", "a vinyasa flow",
        "warrior pose", "a few yoga poses", "a series of sprints"]
YOGA_FRAMES = ["Mia works through {y} on the roof.", "Mia holds {y} for a minute.",
               "In the morning Mia does {y}."]


def test_a_yoga_sequence_or_pose_is_exercise(lex) -> None:
    def one_case(pose, frame):
        assert actual_kinds(lex, frame.format(y=pose), "Mia") == {"exercise"}

    cases = list(itertools.product(YOGA, YOGA_FRAMES))
    assert failing_cases(one_case, cases) == []


VERBS = ["is paddling", "paddles", "paddled"]
CRAFTS = ["a waka ama", "the dragon boat", "an outrigger canoe", "their waka"]


def test_a_crew_craft_paddled_is_exercise(lex) -> None:
    def one_case(verb, craft):
        assert actual_kinds(lex, f"Mia {verb} {craft} across the harbour.", "Mia") == {"exercise"}

    cases = list(itertools.product(VERBS, CRAFTS))
    assert failing_cases(one_case, cases) == []


TRAINERS = ["trained", "trains", "rowed", "runs", "cycled"]
CLUBS = ["the rowing club", "the running club", "the squad", "the harriers", "the swim club"]


def test_training_with_a_sports_club_is_exercise(lex) -> None:
    def one_case(verb, club):
        assert actual_kinds(lex, f"Mia {verb} with {club} before breakfast.", "Mia") == {"exercise"}

    cases = list(itertools.product(TRAINERS, CLUBS))
    assert failing_cases(one_case, cases) == []


DRILLS = ["drill penalty kicks", "practise free kicks", "practice free throws",
          "drill corner kicks", "practise jump shots", "take penalty kicks"]


@pytest.mark.parametrize("drill", DRILLS)
def test_a_set_piece_drilled_is_exercise(lex, drill):
    assert actual_kinds(lex, f"Mia stays behind after training to {drill} on her own.",
                        "Mia") == {"exercise"}


STAGES = ["all 120 minutes of the cup final", "the whole match", "the semi-final",
          "the cup final", "extra time"]


@pytest.mark.parametrize("stage", STAGES)
def test_a_match_stage_played_is_exercise(lex, stage):
    assert actual_kinds(lex, f"Mia plays {stage} and can barely stand afterwards.",
                        "Mia") == {"exercise"}


CONTROLS = [
    "Mia crawls into bed at ten.",
    "The baby's crawl is getting faster.",
    "The clock reaches the stroke of midnight.",
    "Mia watches the cup final at the pub.",
    "Mia goes to a rowing club meeting.",
    "Mia books a lane at the pool for Thursday.",
    "Mia watches a series of documentaries.",
    "Mia drills the holes for the shelf.",
    "The fire drill starts at ten.",
    "Mia climbs the stairs to bed.",
    "Mia is dreading the charity stair climb next week.",
]


def test_no_exercise_without_a_swim_a_pose_or_a_game(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Mia")

    cases = CONTROLS
    assert failing_cases(one_case, cases) == []


def test_a_stroke_is_still_an_illness_not_a_swim(lex):
    assert "exercise" not in actual_kinds(lex, "Mia had a stroke last year.", "Mia")


NAMES = ["enters the Sleeping Dragon tavern", "has a pint at the Dancing Bear",
         "books a room at the Running Fox Inn", "sings with the Drinking Horn Band"]


@pytest.mark.parametrize("name", NAMES)
def test_an_ing_word_opening_a_capitalised_name_is_a_name(lex, name):
    assert actual_kinds(lex, f"Anselm {name}.", "Anselm") - {"drink", "socialize"} == set()


def test_a_capitalised_ing_word_at_a_sentence_start_still_acts(lex):
    assert actual_kinds(lex, "Sleeping in the hammock, Anselm snores.", "Anselm") == {"sleep"}
