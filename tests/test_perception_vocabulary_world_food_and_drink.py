"""Dishes, snacks and drinks of many cuisines, named without a generic food or drink word, are
eaten or drunk after a consuming verb ("has some pulao", "grabs a banh mi", "has a Supermalt",
"opens a tinny"): core.yaml's eat and drink objects. Someone else's, one sold or listed on a
menu, one refused or planned are not the observer's; a surname that is also a cocktail
("Chapman") counts only with an article; typo neighbours of the new words stay themselves."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def kinds(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)}


FOODS = ["pulao", "banh mi", "khinkali", "shashlik", "tsampa", "khao soi",
         "kunafa", "callaloo", "toad in the hole", "lavash", "lefse", "varenyky", "onion rings",
         "apfelstrudel"]
DRINKS = ["Supermalt", "Maltina", "Vitamalt", "çay", "sahlab", "mauby", "seltzer",
          "Tizer", "karkadeh", "kumis", "airag", "doppio", "sarsaparilla", "Bournvita", "kunu"]
SUBJECTS = [("Ana", "has", "Ana"), ("Kofi", "grabs", "Kofi"), ("You", "have", "Ana")]


def test_a_named_dish_is_eaten(lex) -> None:
    def one_case(subject, food):
        name, verb, observer = subject
        assert "eat" in actual_kinds(lex, f"{name} {verb} some {food} at the counter.", observer)

    cases = list(product(SUBJECTS, FOODS))
    assert failing_cases(one_case, cases) == []


def test_a_named_drink_is_drunk(lex) -> None:
    def one_case(subject, drink):
        name, verb, observer = subject
        assert "drink" in actual_kinds(lex, f"{name} {verb} a {drink} at the counter.", observer)

    cases = list(product(SUBJECTS, DRINKS))
    assert failing_cases(one_case, cases) == []


def test_no_meal_or_drink_controls(lex) -> None:
    def one_case(template, thing):
        found = actual_kinds(lex, template.format(t=thing), "Ana")
        assert not found & {"eat", "drink"}

    cases = list(product([
        "Mei has some {t} at the counter.",          # someone else's
        "Ana sells {t} at the market stall.",        # trade, not a meal
        "Ana didn't have any {t}.",                  # refused
        "Ana will have some {t} tomorrow.",          # planned
        "The menu lists {t} and rice.",              # named, not had
    ], FOODS[:6] + DRINKS[:6]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana has a meeting with Chapman.",
    "Ana has lunch plans with Mr Chapman.",
])
def test_chapman_the_surname_is_no_drink(lex, text):
    assert "drink" not in kinds(lex, text, "Ana")


def test_chapman_after_a_drinking_verb_is_a_drink(lex):
    assert "drink" in actual_kinds(lex, "Ana sips a chilled Chapman at the bar.", "Ana")


@pytest.mark.parametrize(("text", "kind"), [
    ("Ana has a bevy of cousins at the table.", "drink"),
    ("Ana carries a gallon of paint up the stairs.", "eat"),
    ("Ana amassed a fortune.", "drink"),
    ("Lars is reading the paper.", "eat"),
    ("Ana waves at the royal barge.", "drink"),
])
def test_typo_neighbours_of_the_new_words_stay_themselves(lex, text, kind):
    assert kind not in kinds(lex, text, text.split()[0])


@pytest.mark.parametrize("text", ["Ana brused her shin on the table.",
                                  "Kofi brused his hip on the forklift."])
def test_a_misspelt_bruise_is_still_an_injury(lex, text):
    assert "injury" in actual_kinds(lex, text, text.split()[0])


DRINKING_SLANG = ["is on the lash", "goes on the lash", "is on the beers", "wets her whistle",
                  "is half-cut", "is sloshed",
                  "is three sheets to the wind", "gets legless"]


@pytest.mark.parametrize("phrase", DRINKING_SLANG)
def test_drinking_told_in_slang_is_drinking(lex, phrase):
    assert "drink" in actual_kinds(lex, f"Ana {phrase} at the local.", "Ana")


@pytest.mark.parametrize("phrase", DRINKING_SLANG[:4])
def test_someone_elses_or_a_planned_session_is_not_the_observers(lex, phrase):
    assert "drink" not in actual_kinds(lex, f"Ana's brother {phrase} at the local.", "Ana")
    assert "drink" not in actual_kinds(lex, "Ana will go on the lash on Friday.", "Ana")


@pytest.mark.parametrize("text", [
    "Ana lashes the tarp down.",
    "Ana takes the piss out of Tom.",
    "Ana adds sauce to the pasta.",
    "Ana gets hammered by the rain on the way home.",
])
def test_lash_piss_and_sauce_in_other_senses_are_no_drink(lex, text):
    assert "drink" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", ["Ana is having a braai.", "Ana has a chippy tea.",
                                  "Ana eats an MRE in the truck.",
                                  "Ana has a clambake on the beach.", "Ana feeds her face."])
def test_meals_named_by_occasion_or_chain_are_eaten(lex, text):
    assert "eat" in actual_kinds(lex, text, "Ana")


def test_a_braai_lit_is_no_meal_yet(lex):
    assert "eat" not in actual_kinds(lex, "Ana lights the braai.", "Ana")


PASTRIES_AND_STREET_FOOD = ["beignet", "cheesesteak", "jalfrezi", "kachori", "dhokla",
                            "rugelach", "bocadillo", "sfogliatella", "rasmalai", "chaat",
                            "fishcake"]


def test_breads_pastries_and_street_food_are_eaten(lex) -> None:
    def one_case(subject, food):
        name, verb, observer = subject
        assert "eat" in actual_kinds(lex, f"{name} {verb} a {food} at the counter.", observer)

    cases = list(product(SUBJECTS, PASTRIES_AND_STREET_FOOD))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana sails across the Baltic.",
    "Ana plays the organ at the wedding.",
    "The curtains are sagging.",
    "Ana reads a book of Norse sagas.",
    "Ana was singin in the rain.",
])
def test_typo_neighbours_of_dish_names_are_no_meal(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Ana")


def test_a_chat_handle_holding_a_name_keeps_its_turn(lex) -> None:
    def one_case(handle):
        text = f"[12:01] mira99: ate a bowl of soup. [12:02] {handle}: i drank a mug of tea"
        assert actual_kinds(lex, text, handle) == {"drink"}

    cases = ["tom_b", "po_q", "vada_k", "swift_j", "dew_1", "joe_k",
                                        "tarik_k", "chapman_k", "mira_s", "or_k"]
    assert failing_cases(one_case, cases) == []
