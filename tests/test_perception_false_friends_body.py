"""Words of the body's kinds used as something else: "drinking water" as a noun names the water
(no drink), a food after "the size of" is a measure (no meal), a fever's "chils" typed with one
"l" is the symptom (no chili), and a dance named as the occasion something is done for is no
dancing done."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_drinking_water_as_a_noun_is_no_drink(lex) -> None:
    def one_case(text):
        assert "drink" not in actual_kinds(lex, text, "Ana")

    cases = [
        "Ana shovels snow into the melter that supplies the station's drinking water.",
        "Ana tests the drinking water for lead.",
        "Ana checks that their drinking water is safe.",
        "The village has no clean drinking water, Ana writes.",
        "Ana boils the drinking water before the guests arrive.",
        "Ana worries about the camp's drinking water."]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["Ana is drinking water from the tap.",
                                  "Ana is drinking water.",
                                  "Ana keeps drinking water all afternoon."])
def test_drinking_water_as_a_verb_is_still_a_drink(lex, text):
    assert "drink" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("thing", ["a lump", "a bruise", "a blister", "a swelling"])
@pytest.mark.parametrize("food", ["an egg", "a plum", "a grape", "an orange", "a walnut"])
def test_a_food_after_the_size_of_is_no_meal(lex, thing, food):
    assert "eat" not in actual_kinds(lex, f"Ana has {thing} the size of {food} on her shin.", "Ana")


@pytest.mark.parametrize("text", ["Ana has a king-size burger.", "Ana has a bite-size brownie.",
                                  "Ana eats an apple the size of her fist.",
                                  "Ana has a large pizza."])
def test_a_sized_food_had_is_still_a_meal(lex, text):
    assert "eat" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("observer", ["Ana", "Hernán"])
@pytest.mark.parametrize("text", ["{o} has a feaver and the chils.",
                                  "{o} has the chils and can't stop shaking.",
                                  "{o} has a fever and the chils."])
def test_chils_is_the_fevers_chills_not_chili(lex, observer, text):
    got = actual_kinds(lex, text.format(o=observer), observer)
    assert "illness" in got and "eat" not in got


@pytest.mark.parametrize("chore", ["irons her blouse", "gets off work early", "curls her hair",
                                   "buys new shoes"])
def test_a_chore_for_the_dance_is_no_dancing(lex, chore):
    assert "exercise" not in actual_kinds(lex, f"Ana {chore} for the dance.", "Ana")


@pytest.mark.parametrize("text", ["Ana dances all night at the village dance.",
                                  "Ana dances the cumbia with her cousins."])
def test_dancing_itself_is_still_exercise(lex, text):
    assert "exercise" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("verb", ["has", "had"])
@pytest.mark.parametrize("part", ["arm", "wrist", "nose", "toe", "collarbone", "rib"])
def test_a_broken_part_had_is_a_hurt_not_a_break(lex, verb, part):
    got = actual_kinds(lex, f"Ana {verb} a broken {part}.", "Ana")
    assert "injury" in got and "rest" not in got


@pytest.mark.parametrize("text", ["Ana has a break at noon.", "Ana is having a break.",
                                  "Ana had a short break after the shift."])
def test_a_break_had_is_still_rest(lex, text):
    assert "rest" in actual_kinds(lex, text, "Ana")


def test_someone_elses_broken_part_is_theirs(lex):
    assert "injury" not in actual_kinds(lex, "Ana's son has a broken arm.", "Ana")


@pytest.mark.parametrize("ailment", ["The virus", "A virus", "The bug", "This cold"])
@pytest.mark.parametrize("verb", ["has knocked you flat", "knocks you flat",
                                  "knocked you flat for three days"])
def test_an_ailment_that_knocks_you_flat_is_yours(lex, ailment, verb):
    assert "illness" in actual_kinds(lex, f"{ailment} {verb}.", "Otto")


@pytest.mark.parametrize("ailment", ["The virus", "A virus"])
def test_an_ailment_that_knocks_someone_else_flat_is_theirs(lex, ailment):
    assert "illness" not in actual_kinds(lex, f"{ailment} has knocked Tom flat.", "Otto")
