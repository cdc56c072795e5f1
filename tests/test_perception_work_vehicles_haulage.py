"""Driving a heavy goods vehicle is the driver's job (core.yaml
``status_activity.frames.posts``, the haulage block), and a haulier's records and the chains
fitted on a pass are a trade's things (``frames.trade``).

* "Marek is driving the rig over the pass", "Dolores drives a curtainsider down the hill",
  "tensions the snow chains", "fills in the tachograph printout" are the observer's work.
* Controls: a private vehicle driven (a pickup, a camper van, her car), kids driven to school,
  a passenger's ride, chains fitted to the family car and another driver's rig are none of the
  observer's work.

Seen in the winter-pass tuning set; the grids widen each shape to subjects x verbs x vehicles.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive


def worked(lex, text: str, observer: str) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = ["Marek", "Dolores", "Kwabena"]
DRIVES = ["{s} is driving the {v} over the pass", "{s} drives the {v} down the hill in low gear",
          "{s} drove the {v} to the depot", "{s} is reversing the {v} into the loading bay"]
VEHICLES = ["rig", "curtainsider", "artic", "articulated lorry", "eighteen-wheeler",
            "tipper truck", "low-loader", "car transporter", "log truck"]


def test_a_heavy_goods_vehicle_driven_is_the_job(lex):
    missed = [text for s, d, v in itertools.product(SUBJECTS, DRIVES, VEHICLES)
              if not worked(lex, text := d.format(s=s, v=v) + ".", s)]
    assert missed == []


TRADE_TASKS = ["{s} tensions the snow chains", "{s} is fitting snow chains at the chain-up bay",
               "{s} fills in the tachograph printout at the counter",
               "{s} checks the delivery notes in the cab"]


def test_a_hauliers_records_and_chains_are_the_job(lex):
    missed = [text for s, t in itertools.product(SUBJECTS, TRADE_TASKS)
              if not worked(lex, text := t.format(s=s) + ".", s)]
    assert missed == []


CONTROLS = ["{s} drives her kids to school", "{s} drives the pickup to the lake",
            "{s} is driving the camper van over the pass", "{s} drives her car down the hill",
            "{s} rides in the back of the bus to town",
            "{s} fits snow chains to the family car before the ski trip",
            "{s} watches a trucker drive the rig over the pass",
            "{s} waves as her brother drives the rig out of the yard",
            "{s} sits in the cab while Piotr drives the artic down the hill"]


def test_private_driving_passengers_and_other_drivers_are_no_work(lex):
    fired = [text for s, c in itertools.product(SUBJECTS, CONTROLS)
             if worked(lex, text := c.format(s=s) + ".", s)]
    assert fired == []


FLEETS = ["'Fireball Logistics'", '"Northline"', "'Kessler & Sons'"]


def test_a_fleet_name_in_quotes_before_the_vehicle_keeps_it_a_post(lex):
    missed = [text for s, f, v in itertools.product(SUBJECTS, FLEETS, ["curtainsider", "truck",
                                                                       "tanker"])
              if not worked(lex, text := f"{s} drives a {f} {v} down the hill in low gear.", s)]
    assert missed == []


def test_a_quoted_nickname_of_a_private_car_is_no_post(lex):
    fired = [text for s, f in itertools.product(SUBJECTS, FLEETS)
             if worked(lex, text := f"{s} drives the {f} car home from the lake.", s)]
    assert fired == []


OWNED_TRADE = ["fills in her tachograph printout", "checks her delivery notes",
               "signs his consignment notes"]
PLACES = ["at the counter", "at the café counter", "on the counter"]


def test_an_owned_trade_thing_before_a_counter_is_the_job(lex):
    missed = [text for s, o, p in itertools.product(SUBJECTS, OWNED_TRADE, PLACES)
              if not worked(lex, text := f"{s} {o} {p}.", s)]
    assert missed == []


def test_an_own_household_thing_at_the_counter_stays_a_chore(lex):
    fired = [text for s, o, p in itertools.product(
        SUBJECTS, ["tidies her crates", "sorts her letters", "checks her phone"], PLACES)
             if worked(lex, text := f"{s} {o} {p}.", s)]
    assert fired == []


EXPENSES = ["is in her cab with the heater on, doing her expenses on the laptop",
            "does his expenses before bed", "fills in her expenses at the truck stop",
            "sends off two expense claims"]


def test_expenses_done_or_claimed_are_the_jobs_paperwork(lex):
    missed = [text for s, e in itertools.product(SUBJECTS, EXPENSES)
              if not worked(lex, text := f"{s} {e}.", s)]
    assert missed == []


def test_expenses_not_done_or_done_by_another_are_none_of_the_observers(lex):
    fired = [text for s, c in itertools.product(
        SUBJECTS, ["{s} won't do her expenses until tomorrow",
                   "{s} watches Piotr do his expenses", "{s} worries about the household bills"])
             if worked(lex, text := c.format(s=s) + ".", s)]
    assert fired == []


CHAIN_PLACES = ["at the foot of the pass", "in the slush at the chain-up area",
                "on the hard shoulder"]


def test_chaining_up_told_by_its_place_is_the_job(lex):
    missed = [text for s, p in itertools.product(SUBJECTS, CHAIN_PLACES)
              if not worked(lex, text := f"{s} is chaining up {p} while the weather clears.", s)]
    assert missed == []


def test_a_bike_a_dog_or_a_captive_chained_up_is_no_job(lex):
    fired = [text for s, c in itertools.product(
        SUBJECTS, ["{s} chains up his bike at the rack",
                   "The dog was chained up at the gate while {s} ate",
                   "{s} was chained up in the cellar by the kidnappers"])
             if worked(lex, text := c.format(s=s) + ".", s)]
    assert fired == []


SERVICE_VEHICLES = ["patrol car", "tow truck", "hearse", "milk float", "trawler",
                    "tuk-tuk", "locomotive", "lifeboat"]
SERVICE_VERBS = ["{s} drives the {v} down the high street", "{s} steers the {v} into the harbour",
                 "{s} is reversing the {v} up to the wreck"]


def test_a_vehicle_only_a_crew_or_a_service_drives_is_the_job(lex):
    missed = [text for s, d, v in itertools.product(SUBJECTS, SERVICE_VERBS, SERVICE_VEHICLES)
              if not worked(lex, text := d.format(s=s, v=v) + ".", s)]
    assert missed == []


def test_a_ride_in_or_a_look_at_a_service_vehicle_is_no_job(lex):
    fired = [text for s, c, v in itertools.product(
        SUBJECTS, ["{s} rides in the back of the {v} to the market",
                   "{s} watches the {v} pull out of the harbour",
                   "{s} waves as her uncle drives the {v} past"], SERVICE_VEHICLES)
             if worked(lex, text := c.format(s=s, v=v) + ".", s)]
    assert fired == []


RIG_GEAR = ["couples the air lines", "winds down the landing legs", "checks the fifth wheel",
            "signs the bill of lading", "fits the twistlocks", "plugs in the reefer unit"]


def test_a_lorrys_own_gear_handled_is_the_job(lex):
    missed = [text for s, g in itertools.product(SUBJECTS, RIG_GEAR)
              if not worked(lex, text := f"{s} {g}.", s)]
    assert missed == []


def test_straps_and_tarps_at_home_or_anothers_gear_are_no_job(lex):
    fired = [text for s, c in itertools.product(
        SUBJECTS, ["{s} ties down the tarp over the garden furniture",
                   "{s} tightens the straps on her roof box",
                   "{s} watches Piotr couple the air lines"])
             if worked(lex, text := c.format(s=s) + ".", s)]
    assert fired == []


FREIGHT_ROLES = ["dispatcher", "longshoreman", "lasher", "banksman", "trucker", "haulier"]


def test_a_freight_post_in_apposition_names_the_job(lex):
    missed = [text for s, r in itertools.product(SUBJECTS, FREIGHT_ROLES)
              if not worked(lex, text := f"{s}, the {r}, sweeps the yard.", s)]
    assert missed == []


def test_a_former_freight_post_is_no_job_now(lex):
    fired = [text for s, r in itertools.product(SUBJECTS, FREIGHT_ROLES)
             if worked(lex, text := f"{s}, a retired {r}, sweeps the yard.", s)]
    assert fired == []
