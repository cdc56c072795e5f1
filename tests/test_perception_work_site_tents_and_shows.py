"""A show's, a camp's and a farm's working life: a working tent named by its trade use (a
horse tent, a dressing tent, a cookhouse, a planner's tent) is a workplace in a status line, as
a big top is; a company's shows and parades are what a task is for ("juggles the torches for
the evening show"); a slaughtered animal skinned, a truss wired and a pole wagon driven are a
trade's tasks. A tent alone stays a camper's, an audience's watching and a hobby stay no work,
and words rehearsed in the head are no task's object."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Sorin"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


TENTS = ["horse tent: stall 2", "dressing tent", "cookhouse: bench 3", "planner's tent",
         "wardrobe tent", "mess tent: serving table"]
TASKS = ["brushing down the grey mare", "threading new elastic into the costumes",
         "reworking the seating plan", "sorting the props for act two"]


def test_a_working_tent_is_a_workplace_in_a_status_line(lex):
    texts = [f"{OBSERVER} is {task} @ {tent}" for task, tent in itertools.product(TASKS, TENTS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_a_tent_alone_leisure_or_someone_else_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Sorin is brushing down the grey mare @ tent",
        "Sorin is reading a novel @ dressing tent",
        "Sorin is sipping tea @ mess tent",
        "Sorin is napping @ campsite: tent 4",
        "Mira is brushing down the grey mare @ horse tent: stall 2",
    ]
    assert failing_cases(one_case, cases) == []


SUBJECTS = {"Sorin": ["juggles", "spins", "lights"], "You": ["juggle", "spin", "light"]}
THINGS = ["the flaming torches", "the clubs", "the plates"]
SHOWS = ["for the evening show", "for the afternoon show", "for the matinee show"]


def test_a_task_for_a_companys_show_is_the_job(lex):
    texts = [f"{s} {v} {t} in the ring {w}." for s, verbs in SUBJECTS.items()
             for v, t, w in itertools.product(verbs, THINGS, SHOWS)]
    missed = [t for t in texts if not works(lex, t, "Sorin")]
    assert missed == []


def test_an_audience_someone_else_or_a_plan_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Sorin watches the evening show with his kids.",
        "Sorin buys popcorn before the show.",
        "Sorin waves a flag before the parade.",
        "Mira juggles the flaming torches in the ring for the evening show.",
        "Sorin won't juggle the torches for the evening show tomorrow.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_trades_task_is_the_job(lex) -> None:
    def one_case(text):
        assert works(lex, text)

    cases = [
        "Sorin skins the sheep slaughtered for the feast.",
        "Sorin is skinning a goat for the wedding feast.",
        "You skin the lamb for the butcher.",
        "Sorin wires the lighting truss twenty metres up.",
        "Sorin is rewiring the generator panel.",
        "Sorin drives the last pole wagon off the field after midnight.",
        "You drive the horsebox to the showground.",
    ]
    assert failing_cases(one_case, cases) == []


def test_an_own_body_someone_else_a_rehearsed_speech_or_a_plan_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Sorin skinned his knee on the gravel.",
        "Mira skins the sheep slaughtered for the feast.",
        "Sorin is rehearsing what he'll say to the landlord.",
        "Sorin rehearses how he will tell his sister.",
        "Sorin didn't wire the truss.",
        "Sorin will drive the pole wagon tomorrow.",
    ]
    assert failing_cases(one_case, cases) == []


NAMED = {"Sorin": ["is oiling the saddles", "mends a bridle", "is stitching a torn sleeve"],
         "You": ["are oiling the saddles", "mend a bridle", "are stitching a torn sleeve"]}
WORK_TENTS = ["in the tack tent", "in the horse tent", "in the wardrobe tent",
              "in the dressing tent"]


def test_a_working_tent_named_in_a_sentence_is_a_workplace(lex):
    texts = [f"{s} {t} {p}." for s, tasks in NAMED.items()
             for t, p in itertools.product(tasks, WORK_TENTS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_a_tent_alone_a_queue_leisure_or_someone_else_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Sorin sits reading in the horse tent.",
        "Sorin is stitching a torn sleeve in his tent.",
        "Mira is stitching a torn sleeve in the wardrobe tent.",
        "Sorin holds out his tin plate in the cookhouse queue.",
        "Sorin is oiling the saddles in the ring of the old fort.",
    ]
    assert failing_cases(one_case, cases) == []


COOKS = {"Sorin": ["is chopping onions", "peels the potatoes", "stirs the stew"],
         "You": ["are chopping onions", "peel the potatoes", "stir the stew"]}
MEALS = ["for the crew supper", "for the crew lunch", "for the cast dinner"]


def test_a_crews_meal_cooked_is_the_job(lex):
    texts = [f"{s} {c} {m}." for s, cooks in COOKS.items()
             for c, m in itertools.product(cooks, MEALS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Sorin eats the crew supper with the riggers.",
    "Mira is chopping onions for the crew supper.",
    "Sorin isn't chopping onions for the crew supper.",
])
def test_eating_it_someone_else_or_negated_is_no_work(lex, text):
    assert not works(lex, text)


@pytest.mark.parametrize("text", [
    "Sorin passes the road sign and gears the lorry down.",
    "Sorin downshifts the truck on the pass.",
    "You gear the tipper truck down for the descent.",
])
def test_gearing_a_heavy_vehicle_down_is_driving_it(lex, text):
    assert works(lex, text)


@pytest.mark.parametrize("text", [
    "Sorin gears up for the exam.",
    "Sorin gears his car down on the hill.",
    "Mira gears the lorry down.",
])
def test_gearing_up_an_own_car_or_someone_else_is_no_work(lex, text):
    assert not works(lex, text)
