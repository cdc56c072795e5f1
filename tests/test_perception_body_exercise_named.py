"""Exercise named by what the sport does rather than by a workout word: a skatepark trick ("drops
into the big bowl", "grinds the ledge"), a boat rowed ("rowing the whaleboat", "rowing on the
river"), a paddle for a stretch of time, a distance run ("just back from a 10k run"), a charity
or sponsored event, a goal or a penalty scored, a fall on one's own run, an edge caught on skis,
the finish line crossed, and a race whose name has several capitalised words ("completes the
Arcology Vertical Marathon"). Negative controls: the same done by someone else is never the
observer's; a spot on the finish line, a sport's referee, its selfies and "a personal trainer"
as a trade are no exercise; a row (a quarrel) on the river is no rowing."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVERS = ["Ana", "Kwame", "Birgit"]
OTHERS = ["Her brother", "The new lodger", "Teodor"]

DONE = [
    "{s} drops into the bowl again and again @ skate park",
    "{s} drops into the big bowl at the skate park",
    "{s} grinds the ledge until the light goes",
    "{s} grinds the rail at the skate park",
    "{s} is rowing the whaleboat towards the spout",
    "{s} rows the skiff across the bay",
    "{s} has been rowing on the river since six",
    "{s} rowed across the lake before breakfast",
    "{s} paddles for eleven hours straight",
    "{s} is just back from a 10k run along the seafront",
    "{s} finished a 5k run in the rain",
    "{s} completes the 100 km charity cycle in the pouring rain",
    "{s} climbs all the steps of the tower for the charity stair climb",
    "{s} did a sponsored swim for the hospice",
    "{s} scores in the second half",
    "{s} smashes the decisive penalty into the top corner",
    "{s} went flying over a tree root on {p} morning run",
    "{s} twisted an ankle on {p} morning run",
    "Halfway down the mogul field {s} catches an edge and falls",
    "{s} crosses the finish line first",
    "{s} sprints for the finish line",
    "{s} completes the Arcology Vertical Marathon",
    "{s} finishes the Lewa Safari Marathon in the heat of the day",
]

NOT_EXERCISE = [
    "{s} has the best spot on the finish line for the sack race",
    "{s} waits at the finish line with a flask of tea",
    "{s} is a wrestling referee tonight",
    "{s} scrolls past some sweaty workout selfies on the bus",
    "{s} is a personal trainer at the studio",
    "{s} had a row on the river bank with the ferryman",
]

PRONOUN = {"Ana": "her", "Kwame": "his", "Birgit": "her", "Her brother": "his",
           "The new lodger": "his", "Teodor": "his"}


def test_the_observer_doing_a_sport_exercises(lex):
    cases = [(t.format(s=o, p=PRONOUN[o]) + ".", o)
             for t, o in itertools.product(DONE, OBSERVERS)]
    assert len(cases) == 69
    assert [text for text, o in cases if "exercise" not in actual_kinds(lex, text, o)] == []


def test_someone_else_doing_a_sport_is_not_the_observers_exercise(lex):
    cases = [(t.format(s=s, p=PRONOUN[s]) + ".", o)
             for t, s, o in itertools.product(DONE, OTHERS, OBSERVERS)]
    assert [text for text, o in cases if "exercise" in actual_kinds(lex, text, o)] == []


@pytest.mark.parametrize("template", NOT_EXERCISE)
@pytest.mark.parametrize("observer", OBSERVERS)
def test_a_sports_place_official_picture_or_trade_is_no_exercise(lex, template, observer):
    text = template.format(s=observer) + "."
    assert "exercise" not in actual_kinds(lex, text, observer)


@pytest.mark.parametrize("observer", OBSERVERS)
def test_a_spot_at_the_finish_line_is_no_task_finished_either(lex, observer):
    text = (f"{observer} has the best spot on the finish line for the sack race, and "
            "the children hop across it.")
    assert actual_kinds(lex, text, observer) & {"exercise", "work"} == set()


PLAYED = [
    "{s} dribbles the ball past three defenders",
    "{s} spikes the ball over the net",
    "{s} heads the ball into the net",
    "{s} serves an ace to win the game",
    "{s} bowls six overs before lunch",
    "{s} throws the javelin at the county championships",
    "{s} pole-vaults four metres",
    "{s} does the long jump at sports day",
    "{s} summits the peak at dawn",
    "{s} scrambles up the ridge",
    "{s} climbs the north face",
    "{s} does a handstand on the beach",
    "{s} laps the track ten times",
    "{s} runs up and down the stairs twenty times",
    "{s} goes on a long cycle ride",
    "{s} rides {p} horse across the moor",
    "{s} does {p} physio exercises",
    "{s} trains with the team on Tuesday night",
    "{s} is on the squash court",
    "{s} is out on {p} bike at dawn",
    "{s} walked two slow laps of the garden with {p} frame",
    "{s} swims ten laps of the pool",
    "{s} boxes with {p} coach for ten rounds",
]

NOT_PLAYED = [
    "{s} is the scorer for the high jump",
    "{s} is booking a squash court for Thursday evening",
    "{s} walks past the tennis courts",
    "{s} eats a bowl of soup at the summit cafe",
]


def test_a_ball_played_an_event_done_or_a_trick_is_exercise(lex):
    cases = [(t.format(s=o, p=PRONOUN[o]) + ".", o)
             for t, o in itertools.product(PLAYED, OBSERVERS)]
    assert [text for text, o in cases if "exercise" not in actual_kinds(lex, text, o)] == []


def test_someone_else_playing_is_not_the_observers_exercise(lex):
    cases = [(t.format(s=s, p=PRONOUN[s]) + ".", o)
             for t, s, o in itertools.product(PLAYED, OTHERS, OBSERVERS)]
    assert [text for text, o in cases if "exercise" in actual_kinds(lex, text, o)] == []


@pytest.mark.parametrize("template", NOT_PLAYED)
@pytest.mark.parametrize("observer", OBSERVERS)
def test_an_event_scored_or_a_court_booked_is_no_exercise(lex, template, observer):
    assert "exercise" not in actual_kinds(lex, template.format(s=observer) + ".", observer)


LOGGED = ["{s}: ran 8k this morning, legs dead", "{s}: leg day at the gym, can barely walk",
          "{s}: new PB at parkrun!!", "{s}: 30 min on the bike before breakfast",
          "{s} ran 15k along the canal"]
NOT_LOGGED = ["{s} pumps up the tyres on {p} bike", "{s} fixes the chain on {p} bike",
              "{s} is washing the football kits for the team",
              "{s} delivers bread to the hotels on {p} bike",
              "{s} carries the takeaway home on {p} bike"]


@pytest.mark.parametrize("template", LOGGED)
@pytest.mark.parametrize("observer", OBSERVERS)
def test_a_logged_distance_gym_day_or_spell_on_the_bike_is_exercise(lex, template, observer):
    assert "exercise" in actual_kinds(lex, template.format(s=observer), observer)


@pytest.mark.parametrize("template", LOGGED[-1:])
@pytest.mark.parametrize("other", OTHERS)
def test_someone_elses_logged_run_is_not_the_observers(lex, template, other):
    assert "exercise" not in actual_kinds(lex, template.format(s=other), "Ana")


@pytest.mark.parametrize("template", NOT_LOGGED)
@pytest.mark.parametrize("observer", OBSERVERS)
def test_a_bikes_parts_or_a_teams_kits_are_no_exercise(lex, template, observer):
    text = template.format(s=observer, p=PRONOUN[observer]) + "."
    assert "exercise" not in actual_kinds(lex, text, observer)


@pytest.mark.parametrize("text", ["{s} donates to the charity run", "{s} helps organise the "
                                  "charity cycle", "{s} sponsors her niece for the sponsored swim"])
@pytest.mark.parametrize("observer", OBSERVERS)
def test_a_charity_event_given_to_or_organised_is_no_exercise(lex, text, observer):
    assert "exercise" not in actual_kinds(lex, text.format(s=observer) + ".", observer)
