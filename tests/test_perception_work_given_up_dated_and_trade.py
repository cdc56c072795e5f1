"""Work: a job given up, a task's product dated "for tomorrow", a trade verb's perfect on a
food, and a second predicate opened by "and" + a verb in -s before "another"/"some".

- A job predicate after ``not_roles`` (``retired``, ``former``, ``ex``: core.yaml
  ``status_activity.frames.not_roles``) is no work now ("Mara is a retired nurse").
- ``for tomorrow`` (core.yaml ``exceptions``) dates what a task makes, not the task ("Kit
  updates the call sheet for tomorrow"); a plan keeps its own cue, and ``for tomorrow's`` is
  still a cue of a thing readied for a later event.
- ``has/have/'ve/had`` + the participle of a trade verb on food (filleted, gutted, plucked...;
  core.yaml ``exceptions``) is that task, not "have" a meal of the food.
- "checks her phone and orders another coffee": "orders" opens the next predicate (as before
  an article), so it is no object of "checks".
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def events(lex, text: str) -> list:
    return perceive(text, lex, observer=OBSERVER)


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


JOBS = ["nurse", "welder", "teacher", "miner", "cook"]
GIVEN_UP = ["retired", "former"]


def test_a_job_given_up_is_no_work(lex):
    wrong = [text for word, job in itertools.product(GIVEN_UP, JOBS)
             if "work" in mine(lex, text := f"Ana is a {word} {job}.")]
    assert wrong == []


def test_a_job_held_is_still_work(lex):
    for job in JOBS:
        assert "work" in mine(lex, f"Ana is a {job}."), job


PRODUCTS = ["updates the call sheet", "prints the rota", "drafts the lesson plan",
            "writes up the shift report"]


def test_a_product_for_tomorrow_is_no_plan_of_the_task(lex):
    wrong = []
    for product, when in itertools.product(PRODUCTS, ["for tomorrow", "for tomorrow morning"]):
        text = f"Ana {product} {when} @ site office"
        found = [e for e in events(lex, text) if e.kind == "work"]
        if not any(e.is_actual_self for e in found):
            wrong.append(text)
    assert wrong == []


def test_plans_for_tomorrow_stay_plans(lex):
    for text in ("Ana will update the call sheet for tomorrow.",
                 "Ana is going to swim tomorrow.",
                 "Ana is packing her gym bag for tomorrow's spin class.",
                 "Ana lays out her swimming costume for tomorrow's aqua-aerobics."):
        assert mine(lex, text) == set(), text


TRADES = ["filleted", "gutted", "plucked", "deboned", "shucked"]
FOODS = ["fish", "three chickens", "forty mackerel", "the oysters"]
AUX = ["has", "had"]


def test_a_trade_perfect_on_food_is_no_meal(lex):
    wrong = [text for aux, trade, food in itertools.product(AUX, TRADES, FOODS)
             if "eat" in mine(lex, text := f"Ana {aux} {trade} {food} since dawn.")]
    assert wrong == []


def test_a_meal_of_the_food_is_still_eaten(lex):
    for text in ("Ana had fish for dinner.", "Ana has eaten three chickens.",
                 "Ana had grilled fish for dinner.", "Ana had smoked salmon on toast."):
        assert "eat" in mine(lex, text), text


def test_a_second_predicate_before_another_takes_its_own_object(lex):
    for verb, obj in itertools.product(["checks her phone", "scans the menu", "pays the bill"],
                                       ["orders another coffee", "orders some cake"]):
        text = f"Ana {verb} and {obj}."
        assert "work" not in mine(lex, text), text


def test_a_work_object_after_the_verb_still_counts(lex):
    for text in ("Ana checks the orders and files the invoices @ warehouse",
                 "Ana checks the order for table six @ restaurant kitchen"):
        assert "work" in mine(lex, text), text


POSTURES = ["sink into the common-room beanbag", "slump onto the sofa", "flop onto the bed",
            "sprawl across the beanbag"]


def test_settling_into_a_seat_is_no_task(lex):
    wrong = []
    for posture in POSTURES:
        for rest in ("and stare at the ceiling for twenty blissful minutes",
                     "for twenty minutes while the radiator ticks"):
            text = f"You {posture} {rest}."
            if "work" in mine(lex, text):
                wrong.append(text)
    assert wrong == []


def test_a_study_word_before_cards_names_the_cards(lex):
    for text in ("Ana gets a paper cut from the edge of her revision cards.",
                 "Ana drops her revision flashcards in a puddle."):
        assert "work" not in mine(lex, text), text
    for text in ("Ana is doing her revision in the library.",
                 "Ana spends the afternoon on revision for her finals."):
        assert "work" in mine(lex, text), text


STUDY = ["lecture notes", "dissertation", "coursework"]
LYING = ["Ana is asleep face-down on her {w}.", "Ana dozes off across her {w}.",
         "Ana is fast asleep on the {w} @ Hollins House: room 14"]


def test_a_work_word_a_sleeper_lies_on_is_no_task(lex):
    wrong = [text for shape, word in itertools.product(LYING, STUDY)
             if "work" in mine(lex, text := shape.format(w=word))]
    assert wrong == []


def test_a_work_word_worked_on_still_counts(lex):
    for word in STUDY:
        for text in (f"Ana naps, then works on her {word}.",
                     f"Ana is working on her {word} @ library"):
            assert "work" in mine(lex, text), text
        text = f"Ana sleeps on the sofa while Ben works on his {word}."
        assert "work" not in mine(lex, text), text


MEALS_LET_GO = ["Ana lets her cocoa go cold while she", "Ana's tea goes cold while she"]


def test_a_meal_let_go_for_ones_own_things_is_no_job(lex):
    wrong = []
    for opener, task in itertools.product(MEALS_LET_GO, ["sorts her pills into the weekly box",
                                                         "files her nails",
                                                         "tidies her sock drawer"]):
        if "work" in mine(lex, text := f"{opener} {task}."):
            wrong.append(text)
    assert wrong == []


def test_a_meal_let_go_for_a_task_is_still_a_job(lex):
    for text in ("Ana's coffee has gone cold while she counts larvae under the microscope.",
                 "Ana lets her tea stew while she sorts the customers' parcels."):
        assert "work" in mine(lex, text), text


def test_a_work_word_before_room_names_the_room(lex):
    for word in ("seminar", "meeting", "marking", "revision"):
        for text in (f"Ana waits outside the {word} room.",
                     f"Ana eats her lunch in the {word} room."):
            assert "work" not in mine(lex, text), text
    for text in ("Ana is in a seminar about tax law.", "Ana is in a team meeting until noon."):
        assert "work" in mine(lex, text), text


OWN_VEHICLE = ["fixes the frayed seatbelt in his van", "mends the seat belt of her van",
               "repairs the inner tube of his bike", "fixes the seatbelt in their van"]


def test_fixing_ones_own_vehicle_is_a_chore(lex):
    wrong = [text for task in OWN_VEHICLE if "work" in mine(lex, text := f"Ana {task}.")]
    assert wrong == []


def test_fixing_a_customers_vehicle_is_the_job(lex):
    for text in ("Ana fixes the seatbelts in the customer's van @ garage",
                 "Ana services the delivery van @ depot"):
        assert "work" in mine(lex, text), text


PASSIVES = ["got posted", "were posted", "had been filed", "was checked"]


def test_a_passive_participle_is_no_object(lex):
    wrong = [text for passive in PASSIVES
             if "work" in mine(lex, text := f"Ana scrolls the page to check the photos {passive}.")]
    assert wrong == []


def test_the_noun_object_still_counts(lex):
    for text in ("Ana checks the post @ sorting office", "Ana sorts the post @ sorting office"):
        assert "work" in mine(lex, text), text
