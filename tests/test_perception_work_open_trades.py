"""Work in settings named only by their trade: a task verb whose object is a trade's tool,
record, stock or machine (a pallet, a stretcher, the payroll, the herd), a station run or manned
(a stall, a checkpoint, the long-jump pit) or a person named by a job noun in apposition (", the
guestmaster,") is the observer's job. Negative controls: someone else doing it, a plan, a
negation, a pastime or a home object do not fire."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def work_events(lex, text: str, observer: str = "Ana") -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "work"]


SUBJECTS = [("Ana", "Ana"), ("You", "Ana"), ("I", "Ana"), ("Tomás", "Tomás")]
TRADE_TASKS = [
    "stacks the pallets",
    "checks the manifest",
    "wheels the stretcher",
    "cleans the combi oven",
    "sorts the invoices",
    "counts the herd",
    "hoses down the drill floor",
    "logs the rushes",
]


def _finite(subject: str, phrase: str) -> str:
    if subject in ("You", "I"):
        verb, rest = phrase.split(" ", 1)
        base = verb[:-2] if verb.endswith("es") and verb[-3] in "sxh" else verb[:-1]
        return f"{subject} {base} {rest}"
    return f"{subject} {phrase}"


def test_a_task_on_a_trade_object_is_the_job(lex) -> None:
    def one_case(subject, task):
        text = _finite(subject[0], task) + "."
        assert "work" in actual_kinds(lex, text, subject[1]), text

    cases = list(itertools.product(SUBJECTS, TRADE_TASKS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("task", TRADE_TASKS)
def test_someone_else_doing_it_is_not_the_observers(lex, task):
    text = f"Marek {task} while Ana watches."
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("task", TRADE_TASKS)
def test_a_plan_or_a_negation_is_not_done_work(lex, task):
    verb, rest = task.split(" ", 1)
    base = verb[:-2] if verb.endswith("es") and verb[-3] in "sxh" else verb[:-1]
    for text in (f"Ana will {base} {rest} tomorrow.", f"Ana doesn't {base} {rest}."):
        assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("station", ["the long-jump pit", "the tombola", "the cloakroom",
                                     "the checkpoint", "the cake stall"])
@pytest.mark.parametrize("opener", ["I was running", "Ana was manning", "You run"])
def test_a_station_run_or_manned_is_a_post(lex, station, opener):
    text = f"{opener} {station} all afternoon."
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("station", ["the long-jump pit", "the cloakroom", "the checkpoint"])
def test_a_station_walked_past_is_no_post(lex, station):
    for text in (f"Ana walks past {station}.", f"Ana waits by {station}.",
                 f"Marek was running {station} all afternoon."):
        assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("role", ["guestmaster", "purser", "cellarer", "matron", "farmhand",
                                  "stonemason", "auctioneer", "archivist"])
@pytest.mark.parametrize("task", ["lays out the breakfast for the retreatants",
                                  "sorts the morning deliveries"])
def test_a_job_noun_in_apposition_frames_the_task(lex, role, task):
    text = f"Dominic, the {role}, {task}."
    assert "work" in actual_kinds(lex, text, "Dominic"), text


@pytest.mark.parametrize("role", ["guestmaster", "purser", "matron", "farmhand"])
def test_a_retired_one_or_a_pastime_is_no_job(lex, role):
    for text in (f"Dominic, a retired {role}, naps in the garden.",
                 f"Dominic, the {role}, reads a novel on the terrace."):
        assert "work" not in actual_kinds(lex, text, "Dominic"), text


@pytest.mark.parametrize("thing", ["her essays", "the pallets", "the herd", "the invoices"])
def test_things_looked_at_are_no_task(lex, thing):
    for text in (f"Ana looks at {thing}.", f"Ana dreams about {thing}."):
        assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("task", [
    "pumps juice back over the cap of the fermenting tank",
    "hauls the sacks up onto the back of the grain trailer",
    "feeds another sheet of steel slowly into the rotary press",
])
@pytest.mark.parametrize("subject", ["Ana", "Tomás"])
def test_a_trade_thing_a_few_words_after_the_object_frames_the_task(lex, task, subject):
    text = f"{subject} {task}."
    assert "work" in actual_kinds(lex, text, subject), text


@pytest.mark.parametrize("text", [
    "Ana leans back against the wall beside the fermenting tank.",
    "Ana sits down on an upturned bucket next to the rotary press.",
    "Marek pumps juice back over the cap of the fermenting tank while Ana watches.",
])
def test_a_pastime_or_someone_else_by_a_trade_thing_is_no_task(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("place", ["behind the curing shed", "inside the warehouse",
                                   "behind the bakehouse"])
@pytest.mark.parametrize("task", ["salts herring in barrels", "stacks the sacks of flour",
                                  "sorts the returns"])
def test_a_task_behind_or_inside_a_workplace_is_the_job(lex, place, task):
    text = f"Ana {task} {place} all afternoon."
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "You're cutting across the depot yard on your way home.",
    "Ana smokes a cigarette behind the warehouse.",
    "Ana waits outside the warehouse for her brother.",
    "Marek stacks the sacks of flour inside the warehouse while Ana watches.",
])
def test_passing_or_idling_by_a_workplace_is_no_task(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("forgone", ["doesn't stop for the midday meal", "didn't stop for lunch",
                                     "hasn't stopped to eat since dawn",
                                     "skipped the water break"])
@pytest.mark.parametrize("task", ["keeps cutting until the row is done",
                                  "goes on stitching the sails",
                                  "keeps shaping the loaves"])
def test_a_meal_not_stopped_for_frames_the_task(lex, forgone, task):
    text = f"Piero {forgone}; he {task}."
    assert "work" in actual_kinds(lex, text, "Piero"), text


@pytest.mark.parametrize("text", [
    "Piero stops for lunch; he keeps chatting with Rosa.",
    "Piero doesn't stop for lunch; he goes home early.",
    "Piero doesn't stop for lunch; Marek keeps shaping the loaves.",
    "Piero stops for the midday meal and keeps cutting the bread for his sandwich.",
])
def test_a_meal_taken_or_someone_else_working_is_no_frame(lex, text):
    assert "work" not in actual_kinds(lex, text, "Piero"), text


@pytest.mark.parametrize("text", [
    "Ana and her patrol team are loading a casualty onto the stretcher.",
    "Ana drags the casualty out of the wreck.",
    "Ana is taking a 999 call about a kitchen fire @ dispatch centre: pod 5",
    "Ana is hanging the hose in the drying tower @ Station 6: drill tower",
    "Without a break for lunch, Ana runs the magic carpet from nine till five.",
    "Ana coils the stern line and throws it to the linesman on the pier.",
    "Ana never got her break; she answered flood calls back to back until midnight.",
])
def test_rescue_ferry_and_slope_crews_at_work(lex, text):
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana is a casualty of the cuts and naps on the sofa.",
    "Ana rides the magic carpet up the nursery slope with her kids.",
    "Ana hangs her coat in the hallway.",
    "Ana never got her break: she took the bus home and slept.",
])
def test_riders_patients_and_home_are_no_crew_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("group", ["her crew", "the other nurses", "two other patrollers",
                                   "her patrol team"])
@pytest.mark.parametrize("task", ["loading a casualty onto the stretcher",
                                  "carrying the patients up the stairs"])
def test_the_observer_in_a_group_subject_shares_the_framed_task(lex, group, task):
    text = f"Ana and {group} are {task}."
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Marek and his crew are loading a casualty onto the stretcher while Ana waits.",
    "Ana and her friends are carrying the picnic up the hill.",
    "Ana and her kids are building a sandcastle on the beach.",
])
def test_a_group_at_leisure_or_without_the_observer_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana is testing the hydrants on Mill Lane @ street: hydrant 14",
    "Ana is cutting a driver free with the hydraulic spreaders @ A40 eastbound, lane 2",
    "Ana is checking the pallets @ car park: bay 3",
])
def test_a_trade_thing_handled_at_a_public_place_is_the_job(lex, text):
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana is reading a novel @ street: bench 4",
    "Ana is fixing her bike @ car park: bay 3",
    "Marek is testing the hydrants on Mill Lane @ street: hydrant 14",
])
def test_a_pastime_or_an_own_thing_at_a_public_place_is_no_job(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana bags the potsherds from the test pit.",
    "Ana is washing finds @ dig site: finds tent",
    "Ana hoses out the recovery kennels @ vet hospital: kennel block",
    "Ana hands out ration packs to the families.",
    "Ana resolves the merge conflict before the release.",
    "Ana is laying out the orders of service @ funeral home: chapel of rest",
])
def test_more_domains_things_and_posts_frame_the_job(lex, text):
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana queues for food @ relief camp: distribution point",
    "Ana drops her dog off at the kennels and heads to the airport.",
    "Marek hoses out the recovery kennels while Ana eats a sandwich.",
])
def test_the_helped_a_customer_or_someone_else_is_no_job(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana spent the whole morning down in the engine room overhauling the pumps.",
    "You spend the whole shift up on the fly floor rigging the lights.",
])
def test_a_stretch_spent_with_a_place_before_the_task(lex, text):
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana spent the whole afternoon on the beach reading novels.",
    "Ana spent the whole afternoon at her flat fixing her bike.",
])
def test_a_stretch_spent_at_leisure_or_at_home_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("verb", ["refills", "hoists", "stows", "sterilises"])
@pytest.mark.parametrize("obj", ["the medbay cabinets", "the instruments", "the pallets",
                                 "the sacks"])
def test_stock_and_gear_handled_is_the_job(lex, verb, obj):
    text = f"Ana {verb} {obj}."
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana refills her glass.",
    "Ana weighs herself on the bathroom scales.",
    "Ana stows her rucksack under the seat.",
    "Marek refills the medbay cabinets while Ana naps.",
])
def test_own_things_or_someone_elses_stock_are_no_job(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("verb", ["wrote up", "drew up", "swept out", "built", "fed"])
@pytest.mark.parametrize("tail", ["for the night shift", "before the lunch rush"])
def test_an_irregular_past_takes_the_frame_as_a_regular_one_does(lex, verb, tail):
    obj = {"wrote up": "the lab results", "drew up": "the rota", "swept out": "the stockroom",
           "built": "the stage", "fed": "the calves"}[verb]
    text = f"Ana {verb} {obj} {tail}."
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana wrote a postcard to her grandmother.",
    "Ana fell asleep before the lunch rush.",
    "Ana found her keys and went home.",
    "Marek wrote up the lab results for the night shift while Ana slept.",
])
def test_an_irregular_past_without_a_frame_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("action", ["teaching six toddlers the snowplough",
                                    "feeding the calves", "serving the guests their soup"])
def test_a_records_action_term_is_the_agents_whoever_its_object_names(lex, action):
    text = f"Status report | agent: Ana | place: ski school, nursery slope | action: {action}"
    assert "work" in actual_kinds(lex, text, "Ana"), text


def test_a_record_of_someone_else_is_not_the_observers(lex):
    text = ("Status report | agent: Marek | place: ski school, nursery slope | action: "
            "teaching six toddlers the snowplough")
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("name", ["Tenzin", "Ana"])
@pytest.mark.parametrize("task", ["digging out the patrol-hut door since dawn",
                                  "stacking pallets since first light"])
def test_a_names_s_been_is_has_been(lex, name, task):
    text = f"{name}'s been {task}."
    assert "work" in actual_kinds(lex, text, name), text


@pytest.mark.parametrize("text", [
    "Tenzin's sister has been digging out the patrol-hut door since dawn.",
    "Tenzin's been asleep since dawn.",
    "Tenzin's been reading since dawn.",
])
def test_a_possessive_or_a_leisure_been_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Tenzin"), text


@pytest.mark.parametrize("job", ["who runs the ferry café", "who works at the sawmill",
                                 "who manages the bakery"])
def test_a_job_named_in_a_relative_frames_the_sentences_tasks(lex, job):
    for text in (f"Ana, {job}, dries the cups.",
                 f"Ana, {job}, hums a tune as she dries the cups."):
        assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana, who loves the ferry café, hums a tune as she dries her hair.",
    "Ana, who runs the ferry café, hums a tune as she naps.",
    "Ana, who minds the kids, hums a tune as she dries the cups.",
])
def test_a_relative_without_a_job_or_a_leisure_task_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana ate lunch and checked the timetable: 13:00 past papers",
    "Ana stretches her calves after the run.",
    "Ana is weighing the sacks of flour @ home: kitchen",
    "I went up to the roof and found two porters behind the boiler house, sharing a bottle.",
])
def test_guards_on_the_wider_frames(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text
