"""A farm's cash crops picked, stripped, raked or weighed at its processing posts, a machine's
hopper fed, a station's measured data gone through and a heater's or a tank's parts fixed are
the observer's work; a trail run by its name is a run. The same words in a kitchen, at a meal,
on a phone or at home stay none."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

WHO = [("Marta", "Marta", "s"), ("You", "Marta", ""), ("I", "Marta", "")]


WORK = [
    "{s} strip{v} the last ripe cherries off the branch",
    "{s} pick{v} coffee cherries on the steep slope",
    "{s} pick{v} tea leaves on the upper terraces",
    "{s} pick{v} sixty kilos before noon",
    "{s} rake{v} the coffee beans across the drying floor",
    "{s} keep{v} feeding the pulper until dark",
    "{s} feed{v} the hopper with cherries",
    "{s} weigh{v} the baskets @ weighing shed: scale",
    "{s} turn{v} the parchment on the drying patio",
    "{s} go{es} through the weather balloon data",
    "{s} write{v} up the survey data in the lab",
    "{s} replace{v} the element in the heater in the drying room",
    "{s} fix{es} the leak in the water tank",
    "{s} update{v} the fuel log @ power house",
    "{s} check{v} the readings in the generator shed",
    "{s} sweep{v} the floor of the withering shed @ tea factory",
]


def test_harvest_and_field_science_tasks_are_work(lex) -> None:
    def one_case(who, template):
        subject, observer, s = who
        text = template.format(s=subject, v=s, es="es" if s else "") + "."
        assert "work" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(WHO, WORK))
    assert failing_cases(one_case, cases) == []


RUNS = ["{s} run{v} the ridge trail up to the antenna and back",
        "{s} run{v} the coast path before breakfast",
        "{s} run{v} the towpath to the lock and back"]


@pytest.mark.parametrize("who,template", list(itertools.product(WHO, RUNS)))
def test_a_trail_run_by_its_name_is_a_run(lex, who, template):
    subject, observer, s = who
    text = template.format(s=subject, v=s) + "."
    assert "exercise" in actual_kinds(lex, text, observer), text


NOT_WORK = [
    "{s} pick{v} up a coffee on the way",
    "{s} stir{v} the beans on the stove",
    "{s} chase{v} a grain of rice round the plate",
    "{s} check{v} the coffee price on the phone",
    "{s} finish{es} the data plan on the phone",
    "{s} eat{v} a bowl of cherries on the back step",
    "{s} weigh{v} the flour in the kitchen",
    "{s} rake{v} the leaves in the garden",
    "{s} turn{v} the pages of a novel on the patio",
    "{s} eat{v} a sandwich @ power house",
    "{s} walk{v} back from the met mast",
]


def test_the_same_words_at_home_or_at_a_meal_are_no_work(lex) -> None:
    def one_case(who, template):
        subject, observer, s = who
        text = template.format(s=subject, v=s, es="es" if s else "") + "."
        assert "work" not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(WHO, NOT_WORK))
    assert failing_cases(one_case, cases) == []


NOT_RUN = ["{s} run{v} the bath", "{s} run{v} the shop", "{s} run{v} the meeting"]


@pytest.mark.parametrize("who,template", list(itertools.product(WHO, NOT_RUN)))
def test_running_a_bath_or_a_shop_is_no_run(lex, who, template):
    subject, observer, s = who
    text = template.format(s=subject, v=s) + "."
    assert "exercise" not in actual_kinds(lex, text, observer), text


OILED = ["{s} oil{v} the drill bits @ mine: workshop", "{s} oil{v} the winch on the foredeck",
         "{s} oil{v} the tack before the show"]
OIL_FOOD = ["{s} eat{v} bread dipped in the new olive oil @ estate: olive grove",
            "{s} eat{v} bread rubbed with garlic and oil between the rows of trees",
            "{s} oil{v} the hinges of the garden gate"]


@pytest.mark.parametrize("who,template", list(itertools.product(WHO, OILED)))
def test_a_machines_or_a_saddlers_gear_oiled_is_work(lex, who, template):
    subject, observer, s = who
    text = template.format(s=subject, v=s) + "."
    assert "work" in actual_kinds(lex, text, observer), text


@pytest.mark.parametrize("who,template", list(itertools.product(WHO, OIL_FOOD)))
def test_oil_as_food_or_a_homes_hinges_is_no_work(lex, who, template):
    subject, observer, s = who
    text = template.format(s=subject, v=s) + "."
    assert "work" not in actual_kinds(lex, text, observer), text
