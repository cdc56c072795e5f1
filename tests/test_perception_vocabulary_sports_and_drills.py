"""Martial arts, team games, gym moves and squad drills named bare are exercise ("does kung fu
twice a week", "plays futsal", "did three sets of box jumps", "a loaded march"): core.yaml's
exercise terms. Someone else's session, one watched, skipped or planned, a martial art's kit or
an archery ground named as a place are not the observer's workout."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

ARTS = ["kung fu", "taekwondo", "capoeira", "krav maga", "muay thai", "jiu-jitsu", "aikido",
        "wushu", "boxercise"]
GAMES = ["futsal", "padel", "pickleball", "kabaddi", "dodgeball", "korfball", "floorball",
         "soccer", "footvolley"]
MOVES = ["box jumps", "bicep curls", "tricep dips", "lat pulldowns", "shuttle runs",
         "ladder drills", "muscle-ups"]


def test_a_martial_art_trained_is_exercise(lex) -> None:
    def one_case(name, observer, art):
        verb = "do" if name == "You" else "does"
        assert "exercise" in actual_kinds(lex, f"{name} {verb} {art} for an hour.", observer)

    cases = [(n, o, a) for (n, o), a in product(
                                 [("Ana", "Ana"), ("Kofi", "Kofi"), ("You", "Ana")], ARTS)]
    assert failing_cases(one_case, cases) == []


def test_a_game_played_is_exercise(lex) -> None:
    def one_case(verb, game):
        assert "exercise" in actual_kinds(lex, f"Ana {verb} {game} after work.", "Ana")

    cases = list(product(["plays", "is playing"], GAMES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("move", MOVES)
def test_gym_moves_and_drills_done_are_exercise(lex, move):
    assert "exercise" in actual_kinds(lex, f"Ana did three sets of {move} this morning.", "Ana")


def test_no_workout_controls(lex) -> None:
    def one_case(template, art):
        assert "exercise" not in actual_kinds(lex, template.format(a=art), "Ana")

    cases = list(product([
        "Ana's son does {a} for an hour.",        # someone else's
        "Ana watches the {a} film on tv.",        # watched
        "Ana skipped {a} tonight.",               # skipped
        "Ana will do {a} tomorrow.",              # planned
        "Ana buys a {a} uniform.",                # kit
        "Ana irons her {a} belt.",
    ], ARTS[:5]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana is hit by a stray bolt at the archery butts and goes down.",
    "Ana walks past the archery range.",
    "The crunches of gravel under Ana's boots wake the dog.",
    "Ana's stomach churned all night.",
    "Ana's jaw is set in a shiny grin.",
])
def test_places_noises_and_typo_neighbours_are_no_workout(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Ana")


def test_archery_shot_is_still_exercise(lex):
    assert "exercise" in actual_kinds(lex, "Ana does archery at the club.", "Ana")


ADVENTURE = ["rafting", "coasteering", "caving", "gorge walking", "pony trekking",
             "ice climbing", "mountaineering", "spearfishing"]


def test_an_adventure_sport_gone_on_is_exercise(lex) -> None:
    def one_case(name, observer, sport):
        assert "exercise" in actual_kinds(lex, f"{name} goes {sport} with the club.", observer)

    cases = [(n, o, a) for (n, o), a in product(
                                 [("Ana", "Ana"), ("Kofi", "Kofi")], ADVENTURE)]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("sport", ADVENTURE[:4])
def test_someone_elses_or_a_planned_trip_is_not_the_observers(lex, sport):
    assert "exercise" not in actual_kinds(lex, f"Ana's son goes {sport}.", "Ana")
    assert "exercise" not in actual_kinds(lex, f"Ana will go {sport} tomorrow.", "Ana")


@pytest.mark.parametrize(("verb", "distance"), list(product(
    ["marches", "tabs", "yomps"], ["ten miles in full kit", "twenty kilometres"])))
def test_a_distance_marched_under_load_is_exercise(lex, verb, distance):
    assert "exercise" in actual_kinds(lex, f"Ana {verb} {distance}.", "Ana")


@pytest.mark.parametrize("text", [
    "Ana marches into the office.",
    "Ana marches the prisoners to the cells.",
    "Ana picks up the tab.",
    "Ana opens a new tab.",
])
def test_a_march_or_a_tab_without_a_distance_is_no_workout(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana practises her free throws.",
    "Ana takes shots at goal after training.",
    "Ana bowls a few overs in the nets.",
    "Ana does a WOD before work.",
    "Ana does her PT in the yard.",
])
def test_skill_work_and_sessions_named_are_exercise(lex, text):
    assert "exercise" in actual_kinds(lex, text, "Ana")
