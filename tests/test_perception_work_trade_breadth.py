"""Breadth of ``status_activity.frames.trade``: the gear, records and stock of many trades.

A task verb on one of them is the job in a setting no labelled set has shown (fishing boats,
farms, kitchens, wards, fire and rescue crews, ferries and lighthouses, ski areas, offices,
warehouses, stage and broadcast crews). Controls: the same verbs on a household's or a hobby's
things stay no job, and someone else's task on a trade thing stays theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

THINGS = ["the gutting table", "the trawl nets", "the teat cups", "the cattle crush",
          "the docket spike", "the grease trap", "the scoop stretcher", "the suction unit",
          "the entry control board", "the thermal imaging camera", "the deck log",
          "the lashing chains", "the lamp room", "the snow cannons", "the piste markers",
          "the quarterly report", "the class register", "the pick lists", "the window display",
          "the radio mics", "the stage plot", "the cable ramps", "the stowage plan"]
VERBS = ["Ana checks {t}.", "Ana cleans {t} before the others arrive.",
         "You inspect {t} and then sit down.", "Ana is sorting out {t} with a sigh."]


def test_a_task_on_a_trade_thing_is_the_job(lex):
    wrong = [t for shape, thing in itertools.product(VERBS, THINGS)
             if "work" not in actual_kinds(lex, t := shape.format(t=thing), "Ana")]
    assert wrong == []


def test_household_and_hobby_things_stay_no_job(lex):
    things = ["the kettle", "her ski bindings", "the guest room", "the playlist",
              "her life jacket", "the kids' report cards", "the dish rack", "the bird feeder"]
    wrong = [t for shape, thing in itertools.product(VERBS, things)
             if "work" in actual_kinds(lex, t := shape.format(t=thing), "Ana")]
    assert wrong == []


def test_someone_elses_task_on_a_trade_thing_is_theirs(lex):
    wrong = [t for thing in THINGS[:8]
             if "work" in actual_kinds(lex, t := f"Tom checks {thing} while Ana eats a sandwich.",
                                       "Ana")]
    assert wrong == []


STATIONS = ["field kitchen: grill station", "marquee kitchen: pastry station",
            "wash-up tent: sink 2", "food truck: fry station", "field kitchen: wok station"]
TASKS = ["is searing lamb chops", "is loading the dishwasher", "is scraping the trays",
         "is heating the ghee"]


def test_a_kitchen_station_in_a_status_line_is_the_brigade_post(lex):
    wrong = [t for place, task in itertools.product(STATIONS, TASKS)
             if "work" not in actual_kinds(lex, t := f"Ana {task} @ {place}", "Ana")]
    assert wrong == []


def test_eating_or_home_cooking_is_no_station_work(lex):
    texts = [f"Ana is eating a curry @ {place}" for place in STATIONS] + [
        "Ana is chopping onions @ home: kitchen", "Ana is stirring the soup @ her flat: kitchen"]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
