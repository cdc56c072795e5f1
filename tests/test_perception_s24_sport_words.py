"""Session 24: exercise told by the sport or the effort. More sports, martial arts and dances
(a word that names something else too only with a verb or a lesson: "does ballet", "hurling
practice"), goals scored by count, a climber's moves and a mountain's places climbed to ("tops
out on the ridge", "climbed to the hut today"), a hill run up, a track lapped, a bike ridden a
distance, rounds boxed, water trodden, races ticked off in chat ("10k done!"). A verb of the kind
after an article or an owner is its noun ("parks her bike a mile from home":
``exercise.verbs_not_nouns``); a hill gone up names no one ("hiked up Ben Nevis today": "up"
governs), nor does an age ("Temuulen, nine years old, rides his gelding"). Traps: a bill run up,
the ballet watched, the waves that lap the shore, a cable car to the summit."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_sport_or_an_effort_is_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, "Ines")

    cases = [
        "Ines does ballet in the church hall.",
        "Ines takes a salsa lesson.",
        "Ines has hurling practice after school.",
        "Ines plays shinty for the village.",
        "Ines does kendo in the dojo for two hours.",
        "Ines scores twice in the second half.",
        "Ines hauls herself up the last pitch.",
        "Ines tops out on the ridge at noon.",
        "Ines climbed to the hut today, legs like jelly.",
        "Ines runs up the fell behind the farm.",
        "Ines laps the athletics track eight times.",
        "Ines bikes the twelve kilometres to the depot.",
        "Ines boxes three rounds with the coach on the pads.",
        "Ines treads water for ten minutes in the deep end.",
        "Ines: 10k done!",
        "Ines, nine years old, rides her pony flat out across the steppe.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_hill_gone_up_names_no_one(lex):
    assert "exercise" in actual_kinds(lex, "Hiked up Ben Nevis today.")


def test_things_and_others_are_no_exercise_of_hers(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Ines")

    cases = [
        "Ines parks her bike a mile from home.",
        "Ines's bike has a puncture two miles out.",
        "Ines runs up a huge bill at the bar.",
        "Ines watches the ballet from the stalls.",
        "Ines drives her son to hurling practice.",
        "The waves lap the shore below Ines's window.",
        "Ines rides the cable car to the summit.",
        "Ines boxes up the books.",
        "Ines climbs into the truck.",
        "Tom scores twice in the second half.",
    ]
    assert failing_cases(one_case, cases) == []
