"""An upset gut told by its effects, an illness not yet recovered from, a common misspelling of
diarrhoea, and a time or cause that parts a meal verb from a drink ("Lukas has been doubled
over since too much airag last night and keeps running out to the toilet pit behind the ger"
gave a drink and no illness; "LUKAS HAS TERRIBLE DIAREA FROM THE AIRAG" and "Dorj, not yet
recovered, sits out the archery" gave nothing).

Illness terms name the repeated trip to the toilet ("keeps running to the loo", "running to
the toilet all night"), the recovery still to come ("not yet recovered") and misspellings no
typo edit reaches; the eat and drink kinds' ``object_breaks`` ("since", "after", "because")
part a verb from a food or drink after them. Grazing needs a food after it ("has grazed on
biscuits all night"), so a herd's grazing or a graze on the skin is no meal.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("Ana keeps", "Ana"), ("You keep", "Ana"), ("Lukas keeps", "Lukas")]
TRIPS = ["running to the loo", "running out to the toilet pit behind the ger",
         "dashing to the bathroom", "rushing to the latrine", "running to the toilets"]


def test_repeated_trips_to_the_toilet_are_illness(lex) -> None:
    def one_case(subject, trip):
        words, observer = subject
        assert "illness" in actual_kinds(lex, f"{words} {trip}.", observer)

    cases = list(itertools.product(SUBJECTS, TRIPS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana has been running to the toilet all night.",
    "You have been dashing to the loo all night with a stomach bug.",
    "Ana, not yet recovered, sits out the match.",
    "Ana is not fully recovered and stays in the tent.",
    "Ana is still convalescing at her sister's.",
    "Ana has terrible diarea from the street food.",
    "ANA HAS TERRIBLE DIAREA FROM THE AIRAG",
    "Ana has had diarreah since Tuesday.",
])
def test_the_illness_is_read(lex, text):
    assert "illness" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    # one trip is a hurry, and recovery done is no illness
    "Ana runs to the loo before the show.",
    "Ana dashes to the bathroom to fix her make-up.",
    "Ana has fully recovered and is back at work.",
])
def test_a_single_trip_or_a_recovery_is_no_illness(lex, text):
    assert "illness" not in actual_kinds(lex, text, "Ana")


BREAKS = ["since", "after", "because of"]
DRINKS = ["too much airag last night", "the beer at the wedding", "too much wine"]


@pytest.mark.parametrize(("brk", "drink"), list(itertools.product(BREAKS, DRINKS)))
def test_a_time_or_cause_parts_the_verb_from_the_drink(lex, brk, drink):
    assert "drink" not in actual_kinds(lex, f"Ana has been doubled over {brk} {drink}.", "Ana")


@pytest.mark.parametrize("text,kind", [
    ("Ana lingers over a cappuccino after dinner.", "drink"),
    ("Ana has a coffee after lunch.", "drink"),
    ("Ana has grazed on vending-machine biscuits all night.", "eat"),
    ("Ana grazes on crisps all afternoon.", "eat"),
])
def test_the_drink_or_food_right_after_its_verb_is_still_had(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana was grazed on the forearm by a stray arrow.",
    "Ana is moving 300 sheep to fresh grazing on horseback.",
    "The goats graze on the hillside while Ana watches.",
    "Herd log | agent: Ana | action: moving the herd to fresh grazing on horseback",
])
def test_grazing_with_no_food_is_no_meal(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("effort", ["race each other up twelve floors of stairs",
                                    "sprint the last four hundred metres",
                                    "do a hundred push-ups"])
@pytest.mark.parametrize("sign", ["wheezing and laughing", "breathless", "aching"])
def test_breath_spent_on_a_workout_is_no_illness(lex, effort, sign):
    got = actual_kinds(lex, f"You and Temi {effort}, {sign}.", "Ana")
    assert "illness" not in got


@pytest.mark.parametrize("text", [
    "Ana is wheezing with asthma.",
    "Ana is in bed with flu, aching all over.",
    "Ana is aching all over.",
    "Ana feels breathless and dizzy.",
])
def test_wheezing_or_aching_with_no_workout_stays_illness(lex, text):
    assert "illness" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("belief", ["was sure", "thought", "was convinced", "was afraid",
                                    "feared"])
@pytest.mark.parametrize("ailment,end", [
    ("the oysters had made him sick", "it was only nerves"),
    ("he had flu", "it was just nerves"),
    ("he had food poisoning", "it was only a false alarm"),
])
def test_a_feared_illness_taken_back_is_none(lex, belief, ailment, end):
    text = f"Yannick {belief} {ailment}, but {end}; by noon he feels fine."
    assert "illness" not in actual_kinds(lex, text, "Yannick")


@pytest.mark.parametrize("text", [
    "Yannick is sure he has flu.",
    "Yannick thinks he has a cold coming on.",
    "Yannick was sure he had flu, and the doctor agreed.",
])
def test_a_belief_not_taken_back_stays(lex, text):
    assert "illness" in actual_kinds(lex, text, "Yannick")
