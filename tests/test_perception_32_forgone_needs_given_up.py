"""A need given up for a task: the task is the job (session 32, round forgone).

* A drink, a bite or a meal given up told by its measure frames the observer's task as the
  forgone frame does ("Without a drop to drink, Zainab keeps cleaning the skeleton", "hasn't
  had a drop of water since breakfast, and she's still handing out face masks", "Without
  taking a single bite of her rice, Funmi runs back to the resus bay").
* A meal told skipped in an absolute phrase opening the sentence fronts the observer's clause
  as "Without breakfast," does ("Breakfast skipped, Tomasz humps flight cases up the stair").
* A nap or a kip never had, lost to an obligation after ";": "had to" + the task, or the hours
  spent doing it ("never got his nap; the tanker turned up and he had to guide it down").
* Controls: leisure, a chore at home and someone else's task stay no work of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

MEASURES = ["Without a drop to drink", "Without a mouthful of food", "Without a crumb of bread",
            "Without so much as a biscuit", "Without taking a bite",
            "Without taking a single bite of her rice", "Without a single cup of coffee",
            "Without a glass of water"]
TASKS = ["Zainab keeps cleaning the skeleton in Tomb 3 until noon",
         "Zainab sorts the pottery sherds from Trench B",
         "Zainab re-labels forty sample bags for the lab"]


def test_a_need_given_up_by_its_measure_frames_the_task(lex) -> None:
    def one_case(measure, task):
        kinds = actual_kinds(lex, f"{measure}, {task}.", "Zainab")
        assert "work" in kinds and "eat" not in kinds and "drink" not in kinds

    assert failing_cases(one_case, list(itertools.product(MEASURES, TASKS))) == []


NEVER_HAD = ["hasn't touched food since dawn", "hasn't touched a bite since dawn",
             "hasn't had a drop of water since breakfast", "hasn't had a sip since breakfast",
             "hasn't had a mouthful since noon"]
STILL = ["but she is still directing the pickmen in Trench A",
         "and she's still handing out face masks at the hall door"]


def test_a_meal_never_had_frames_the_task_kept_up_after_it(lex) -> None:
    def one_case(never, still):
        assert actual_kinds(lex, f"Deb {never}, {still}.", "Deb") == {"work"}

    assert failing_cases(one_case, list(itertools.product(NEVER_HAD, STILL))) == []


SKIPPED = ["Breakfast skipped", "Lunch skipped", "Dinner skipped", "Supper skipped",
           "Lunch missed", "Breakfast missed"]
HAULS = ["Tomasz humps flight cases up the spiral stair all morning",
         "Tomasz sorts the parcels for the afternoon round",
         "Tomasz loads the lighting rig onto the truck"]


def test_a_meal_skipped_in_an_absolute_phrase_frames_the_task(lex) -> None:
    def one_case(skipped, haul):
        assert actual_kinds(lex, f"{skipped}, {haul}.", "Tomasz") == {"work"}

    assert failing_cases(one_case, list(itertools.product(SKIPPED, HAULS))) == []


def test_an_absolute_phrase_frames_no_leisure_chore_or_other_persons_task(lex) -> None:
    for text, kinds in [
            ("Breakfast skipped, Tomasz watches the porters hump flight cases up the stair.",
             set()),
            ("Lunch skipped, Tomasz folds the laundry in the kitchen.", set()),
            ("Breakfast skipped, Tomasz irons his shirt at home.", set()),
            ("Breakfast skipped, Tomasz scrolls through his phone on the sofa.", {"rest"})]:
        assert actual_kinds(lex, text, "Tomasz") == kinds, text


NAPS = ["never got his nap", "never got his kip", "never got a nap"]
OBLIGATIONS = ["the water tanker turned up and he had to guide it down to the cistern",
               "the net fouled the propeller and he spent the off-watch hours on deck cutting "
               "it free",
               "the pump failed and he had to strip the valve on the bench",
               "the lorry came early and he had to unload forty sacks of cement"]


def test_a_nap_lost_to_an_obligation_frames_the_task(lex) -> None:
    def one_case(nap, obligation):
        assert actual_kinds(lex, f"Ahmad {nap}; {obligation}.", "Ahmad") == {"work"}

    assert failing_cases(one_case, list(itertools.product(NAPS, OBLIGATIONS))) == []


def test_a_nap_lost_to_leisure_or_to_someone_else_is_no_work(lex) -> None:
    for text, kinds in [
            ("Ahmad never got his nap; the kids kept him playing.", set()),
            ("Ahmad never got his nap; the guests arrived and he had to chat with them.",
             {"socialize"}),
            ("Ahmad never got his nap; his brother had to guide the tanker down to the "
             "cistern.", set()),
            ("Ahmad had a nap; the tanker turned up and he had to guide it down to the "
             "cistern.", {"sleep"})]:
        assert actual_kinds(lex, text, "Ahmad") == kinds, text


GONE_COLD = ["let her jollof go cold beside the ledger", "skipped her lunch",
             "never got her break", "left her tea untouched on the desk"]
FRONTED = ["at nine", "by midnight", "by ten", "by dawn"]


def test_a_pronoun_after_a_fronted_time_in_the_part_after_a_need_given_up_is_the_observer(
        lex) -> None:
    def one_case(gone, fronted):
        text = f"Bisi {gone}; {fronted} she was still totting up the week's sales."
        assert actual_kinds(lex, text, "Bisi") == {"work"}

    assert failing_cases(one_case, list(itertools.product(GONE_COLD, FRONTED))) == []


def test_a_fronted_time_frames_no_leisure_nor_someone_elses_task(lex) -> None:
    for text in ["Bisi let her jollof go cold; at nine her brother was still totting up the "
                 "week's sales.",
                 "Bisi let her jollof go cold; at nine she was still scrolling through her "
                 "phone.",
                 "Bisi met Tom at the market; at nine she was still chatting."]:
        assert "work" not in actual_kinds(lex, text, "Bisi"), text


NO_BREAK = ["Without stopping for lunch", "Without a break", "Without a drop to drink",
            "Breakfast skipped"]
KEPT = ["keeps the pulper fed until the last truckload is through",
        "keeps the glasses filled for the wedding guests",
        "keeps the kiln stoked all night",
        "kept the shelves stocked through the sale"]


def test_keeping_a_thing_done_for_which_a_need_is_given_up_is_the_task(lex) -> None:
    def one_case(no_break, kept):
        assert actual_kinds(lex, f"{no_break}, Hernán {kept}.", "Hernán") == {"work"}

    assert failing_cases(one_case, list(itertools.product(NO_BREAK, KEPT))) == []


def test_keeping_ones_own_thing_or_a_homes_company_is_no_task(lex) -> None:
    for text in ["Without a break, Hernán keeps his eyes closed.",
                 "Without a break, Hernán keeps the kids entertained all afternoon.",
                 "Hernán keeps the pulper fed."]:
        assert "work" not in actual_kinds(lex, text, "Hernán"), text


FIRSTS = ["a hat", "gloves", "a word", "shade"]
SECONDS = ["a drop to drink", "a break", "a bite", "a single sip"]


def test_a_need_given_up_as_the_second_object_of_without_frames_the_task(lex) -> None:
    def one_case(first, second):
        text = f"Without {first} or {second}, Zainab sorts the sherds from Trench B."
        assert actual_kinds(lex, text, "Zainab") == {"work"}

    assert failing_cases(one_case, list(itertools.product(FIRSTS, SECONDS))) == []


def test_without_two_things_that_are_no_need_frames_nothing(lex) -> None:
    for text in ["Without a hat or a sunshade, Zainab keeps cleaning the skeleton.",
                 "Without gloves or a trowel, Zainab keeps cleaning the skeleton.",
                 "Zainab hasn't touched a drop in years, and she still sorts the sherds."]:
        assert "work" not in actual_kinds(lex, text, "Zainab"), text
