"""Duties and hazards of trades no tuning setting covers, stated the way a narrator does.

* Work: a trade's verb with its own objects (core.yaml ``work.verbs``: "smokes the hives",
  "racks the casks", "unlocks the cells", "tans the hides", "rekeys the locks"), whole phrases
  where the object is a home's or a rider's word too (``work.terms``: "fells the spruce",
  "quenches the blade", "moors the ferry", "directs the traffic", "sequences the arrivals",
  "mixes the monitors", "cuts spare keys", "takes down the testimony"), a trade's things as
  objects of the kind's verbs (beehives, brood boxes, lumber, cell doors, enclosures),
  a watch had or a duty reported for ("has the night watch", "reports for duty"), and the
  public of a guide's, a keeper's or a priest's trade served as a group (``status_activity.
  frames.served``: sightseers, trekkers, pilgrims, the congregation, swimmers, skiers).
* Danger (``danger.unfolding``): molten material that sprays or spills, a works vessel that
  blows or vents, a swarm, a beast or a crowd that turns on or rushes the one among them, a
  horse that rears.
* Controls: the same words at leisure, "fell" as the past of fall, someone else's duty the
  observer only watches, a photo of the public, walking or eating with a group, tools bought
  or carried, and things that turn on a machine.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


def kinds(lex, text: str) -> tuple[set[str], set[str]]:
    """(the observer's actual kinds, someone else's actual kinds)."""
    evs = perceive(text, lex, observer=OBSERVER)
    return ({e.kind for e in evs if e.is_actual_self},
            {e.kind for e in evs if e.subject == "other" and not e.negated
             and e.mode == "actual"})


SUBJECTS = {"Ana {v}s": True, "You {v}": True, "Ana is {g}": True, "Tom {v}s": False}

# (base verb, -ing form, objects): each verb with several of its own trade's objects
TRADE_VERBS = [
    ("smoke", "smoking", ["the hives", "the beehives", "the brood boxes"]),
    ("unlock", "unlocking", ["the cells", "the cell doors"]),
    ("rack", "racking", ["the barrels", "the casks"]),
    ("tan", "tanning", ["the hides", "the pelts"]),
    ("rekey", "rekeying", ["the locks", "the lock"]),
    ("inspect", "inspecting", ["the hives", "the brood boxes", "the enclosure"]),
    ("stack", "stacking", ["the lumber", "the sawlogs"]),
    ("hose down", "hosing down", ["the enclosure", "the enclosures"]),
]
TRADE_CASES = [(s, v, g, o) for v, g, objs in TRADE_VERBS for o in objs for s in SUBJECTS]


def test_a_trade_verb_on_its_own_objects_is_work(lex) -> None:
    def one_case(subject, verb, gerund, obj):
        head = subject.format(v=verb, g=gerund)
        if " " in verb and "{v}s" in subject:  # "hoses down", not "hose downs"
            first, rest = verb.split(" ", 1)
            head = subject.replace("{v}s", f"{first}s {rest}").format(g=gerund)
        text = f"{head} {obj} before noon."
        own, others = kinds(lex, text)
        if SUBJECTS[subject]:
            assert "work" in own, text
        else:  # someone else's duty is never the observer's
            assert "work" not in own, text

    cases = TRADE_CASES
    assert failing_cases(one_case, cases) == []


PHRASES = ["fells the spruce", "is felling trees", "quenches the blade", "tempers the steel",
           "moors the ferry", "ties up the barge", "skippers the trawler", "directs the traffic",
           "sequences the arrivals", "vectors the inbound flights", "mixes the monitors",
           "rides the faders", "cuts a spare key", "takes down the testimony",
           "records the proceedings", "punches down the cap", "has the night watch",
           "reports for duty", "calls the roll", "does the headcount"]


def test_a_trade_phrase_is_the_doers_work(lex) -> None:
    def one_case(who, phrase):
        text = f"At six {who} {phrase}."
        own, others = kinds(lex, text)
        if who == "Ana":
            assert "work" in own, text
        else:
            assert "work" not in own and "work" in others, text

    cases = list(itertools.product(["Ana", "Tom"], PHRASES))
    assert failing_cases(one_case, cases) == []


SERVED = ["the sightseers", "the trekkers", "the pilgrims", "the congregation", "the skiers",
          "the tour group"]
SERVICE_VERBS = ["hands out hard hats to", "counts", "leads", "briefs"]


def test_the_public_of_a_trade_served_as_a_group_is_work(lex) -> None:
    def one_case(verb, group):
        text = f"Ana {verb} {group} at the gate."
        assert "work" in kinds(lex, text)[0], text

    cases = list(itertools.product(SERVICE_VERBS, SERVED))
    assert failing_cases(one_case, cases) == []


HAZARDS = ["Molten glass sprays across the floor toward {o}",
           "Slag spits out of the ladle at {o}",
           "The furnace door blows out beside {o}",
           "The gas cylinders start to vent next to {o}",
           "The swarm turns on {o}",
           "The inmates rush {o} on the landing",
           "The horse rears above {o}"]


def test_a_trade_hazard_unfolding_is_danger(lex) -> None:
    def one_case(hazard, obj):
        text = hazard.format(o=obj) + "."
        assert "danger" in kinds(lex, text)[0], text

    cases = list(itertools.product(HAZARDS, ["Ana", "you"]))
    assert failing_cases(one_case, cases) == []


CONTROLS = [
    "Ana fell from the tree.",
    "Ana fell off a spruce and landed in the snow.",
    "Ana watches Tom fell the big spruce.",
    "Ana buys a new chainsaw at the hardware store.",
    "You carry a hammer home from the shop.",
    "Ana is smoking a cigarette on the bench.",
    "Ana mixes a drink for the band.",
    "Ana takes a photo of the skiers.",
    "Ana chats with the other pilgrims.",
    "Ana walks with the trekkers to the hut.",
    "Ana eats lunch with the tour group.",
    "Ana pushes past the visitors to the exit.",
    "Ana sits among the congregation.",
    "Ana finishes three planks on the mat.",
    "Mood: cataloguing specimens",
]


def test_leisure_falls_and_onlookers_are_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in kinds(lex, text)[0], text

    cases = CONTROLS
    assert failing_cases(one_case, cases) == []


CALM = ["The men turn on the generator.", "The guard turns on the floodlights for Ana.",
        "The inmates rush to the canteen.", "The nurses rush her to theatre.",
        "Ana pours the molten glass into the mould."]


@pytest.mark.parametrize("text", CALM)
def test_a_machine_switched_on_or_a_hurry_is_no_danger(lex, text: str) -> None:
    assert "danger" not in kinds(lex, text)[0], text


# a task verb with a trade's own gear, records or stock after it (``status_activity.frames.
# trade``), and a trade's own verb on any object (``status_activity.frames.trade_verbs``)
FRAMED = ["lifts out the brood frames", "updates the flight strips",
          "loads the key blanks into the cutter", "adjusts the faders on the mixing desk",
          "hangs the carcasses on the meat hooks", "bags the contraband from the cell search",
          "checks the hydrometer in the cellar", "stacks the lumber by the headsaw",
          "shunts the wagons into the siding", "debones the lamb carcasses",
          "franks the outgoing post", "accessions the new deeds", "smelts the ore"]


def test_a_task_on_a_trades_own_things_is_the_doers_work(lex) -> None:
    def one_case(who, duty):
        text = f"{who} {duty}."
        own, others = kinds(lex, text)
        if who == "Ana":
            assert "work" in own, text
        else:  # (a narrative frame is judged for the observer only)
            assert "work" not in own, text

    cases = list(itertools.product(["Ana", "Tom"], FRAMED))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["Ana admires the enclosure.",
                                  "Tom lifts out the brood frames while Ana watches.",
                                  "Ana looks at the flight strips in the museum."])
def test_looking_at_a_trades_things_is_no_work(lex, text: str) -> None:
    assert "work" not in kinds(lex, text)[0], text


PAID = ["cleans the chapel for a small wage", "mends the nets for a few coins",
        "guides the trekkers over the pass for a fee", "gets paid by the hour to sort the archive"]


@pytest.mark.parametrize("duty", PAID)
def test_a_task_done_for_pay_is_work(lex, duty: str) -> None:
    text = f"Ana {duty}."
    assert "work" in kinds(lex, text)[0], text


@pytest.mark.parametrize("text", ["Ana pays twenty euros for the bag.",
                                  "Ana buys a coffee for two euros.",
                                  "Ana paid to get in.",
                                  "Ana plays cards for money with Tom."])
def test_money_spent_or_played_for_is_no_work(lex, text: str) -> None:
    assert "work" not in kinds(lex, text)[0], text


WEATHER_AND_MACHINES = ["Ana is lost in thick fog on the moor.",
                        "Ana is lost in a blizzard above the hut.",
                        "The sea is getting up and the ferry rolls heavily under Ana's feet.",
                        "The trawler pitches violently and you grab the rail.",
                        "The forklift reverses straight toward you.",
                        "The dumper reverses into Ana at the gate."]


@pytest.mark.parametrize("text", WEATHER_AND_MACHINES)
def test_weather_hulls_and_machines_at_a_trade_are_danger(lex, text: str) -> None:
    assert "danger" in kinds(lex, text)[0], text


@pytest.mark.parametrize("text", ["The ferry rolls gently at anchor.",
                                  "Tom reverses the van toward the gate.",
                                  "Ana is lost in thought on the ferry."])
def test_a_gentle_roll_or_a_parked_van_is_no_danger(lex, text: str) -> None:
    assert "danger" not in kinds(lex, text)[0], text


# a crew's gear, records, roles and machines named for the hazard they answer
# (``danger.not_before``): the hazard word modifies them and names no threat now
HAZARD_WORDS = ["fire", "smoke", "flood"]
GEAR = ["hoses", "pump", "log", "crew", "panel", "training", "machine", "gauge", "inspection"]
GEAR_VERBS = ["checks the", "fills in the", "flakes the", "tests the"]


def test_a_crews_gear_named_for_a_hazard_is_no_danger(lex) -> None:
    def one_case(verb, hazard, gear):
        for joint in (" ", "-"):
            text = f"Ana {verb} {hazard}{joint}{gear} at the station."
            assert "danger" not in kinds(lex, text)[0], text

    cases = list(itertools.product(GEAR_VERBS, HAZARD_WORDS, GEAR))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["A fire breaks out in the hold next to Ana.",
                                  "The fire spreads toward Ana.",
                                  "Smoke pours out of the machine room toward Ana.",
                                  "Floodwater rises around Ana's ankles in the cellar."])
def test_the_hazard_itself_stays_danger(lex, text: str) -> None:
    assert "danger" in kinds(lex, text)[0], text


@pytest.mark.parametrize("text", ["Ana cleans the shotgun after the shoot.",
                                  "Ana oils the shotgun in the gun room.",
                                  "Ana boils water on the storm kettle.",
                                  "Ana clears away the riot shields after the drill."])
def test_a_trades_kit_kept_in_order_is_no_danger(lex, text: str) -> None:
    assert "danger" not in kinds(lex, text)[0], text


@pytest.mark.parametrize("text", ["A man points a shotgun at Ana.",
                                  "The riot spreads toward Ana's shop."])
def test_a_weapon_aimed_or_a_riot_spreading_stays_danger(lex, text: str) -> None:
    assert "danger" in kinds(lex, text)[0], text
