"""Exercise and company named by a dance or a training session: the fast wedding and festival
dances by name (bhangra, garba, dandiya, dabke, hora) are a workout, and with someone company
too, as dancing is; a run, a ride or a swim named by its purpose ("8 km recovery run", "shakeout
run") and strength training named as "work" ("neck-strength work with resistance bands") are
exercise; a race circuit named as a place is none. Negative controls: a dance's songs and bands
are music ("puts on a bhangra song"), a job's work stays work, and a circuit run or done stays a
workout."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Karan", "Deepa", "You"]
DANCES = ["bhangra", "garba", "dandiya", "dabke", "hora"]
DOING = ["is doing {d}", "does {d} for an hour", "joins the {d}"]


def be(name: str, phrase: str) -> str:
    return phrase.replace("is doing", "are doing").replace("does", "do") \
        .replace("joins", "join") if name == "You" else phrase


def test_a_dance_by_name_is_exercise(lex) -> None:
    def one_case(name, dance, doing):
        text = f"{name} {be(name, doing.format(d=dance))}, shirt soaked through."
        assert "exercise" in actual_kinds(lex, text, name)

    cases = list(itertools.product(NAMES, DANCES, DOING))
    assert failing_cases(one_case, cases) == []


def test_a_dance_by_name_with_someone_is_company_too(lex) -> None:
    def one_case(name, dance):
        got = actual_kinds(lex, f"{name} {be(name, 'is doing')} {dance} with the cousins.", name)
        assert {"exercise", "socialize"} <= got

    cases = list(itertools.product(NAMES, DANCES))
    assert failing_cases(one_case, cases) == []


def test_a_dances_music_is_no_dancing(lex) -> None:
    def one_case(name, dance, music):
        verb = "put" if name == "You" else "puts"
        assert "exercise" not in actual_kinds(lex, f"{name} {verb} on a {dance} {music}.", name)

    cases = list(itertools.product(
        NAMES, DANCES, ["song", "songs", "tune", "band"]))
    assert failing_cases(one_case, cases) == []


RUNS = ["8 km recovery run", "recovery run", "shakeout run", "recovery ride",
        "recovery swim"]


@pytest.mark.parametrize("name,run", list(itertools.product(NAMES, RUNS)))
def test_a_session_named_by_its_purpose_is_exercise(lex, name, run):
    text = f"Status report | agent: {name} | place: perimeter road | action: {run} | mood: loose"
    assert "exercise" in actual_kinds(lex, text, name)
    verb = "go" if name == "You" else "goes"
    assert "exercise" in actual_kinds(lex, f"{name} {verb} for an {run}." if run[0] in "8aeiou"
                                      else f"{name} {verb} for a {run}.", name)


def test_strength_work_is_training(lex) -> None:
    def one_case(name, part, kit):
        got = actual_kinds(lex, f"{name} {be(name, 'is doing')} {part} {kit}.", name)
        assert "exercise" in got

    cases = list(itertools.product(
        NAMES, ["neck-strength work", "strength work", "core work", "mobility work"],
        ["with resistance bands", "on the mat", "in the gym corner"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name,job", list(itertools.product(NAMES, [
    "prep work in the field kitchen", "paperwork in the planner's tent",
    "repair work on the gearbox"])))
def test_a_jobs_work_is_no_training(lex, name, job):
    assert "exercise" not in actual_kinds(lex, f"{name} {be(name, 'is doing')} {job}.", name)


@pytest.mark.parametrize("name,place", list(itertools.product(NAMES[:2], [
    "Race control: thunderstorm expected over the circuit within twenty minutes.",
    "The team hotel is a mile from the circuit, and the crew meet at the circuit at six.",
    "{n} reads an article about a crash at another circuit."])))
def test_a_race_circuit_as_a_place_is_no_workout(lex, name, place):
    assert "exercise" not in actual_kinds(lex, place.format(n=name), name)


@pytest.mark.parametrize("name,run", list(itertools.product(NAMES[:2], [
    "runs the circuit twice", "does a two-hour circuit at the gym"])))
def test_a_circuit_done_is_a_workout(lex, name, run):
    assert "exercise" in actual_kinds(lex, f"{name} {run}.", name)
