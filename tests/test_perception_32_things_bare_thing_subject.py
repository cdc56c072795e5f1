"""A thing as the subject of an event verb is no one's event (session 32, round things).

* A bare noun of ``cues.vocabulary.thing_agents`` ("rust", "termites", "flames", "engines",
  "debt") opening a clause right before its verb is that verb's subject, as "the rust" is:
  "Rust is eating the hull", "Moths ate holes in Mina's coat", "Engines rest in the hangar"
  are no meal or rest of the observer's (the verb was read as a status line's, with no
  subject, and fell to the observer).
* So is such a noun after one or two adjectives ("Black mould is eating the grout", "Dry rot
  has eaten the sill"); and such a noun before a verb of no kind that agrees with it heads
  the verbs after "and" too ("Flames leap out of the rig and lick across the pit box").
* A sentence with no subject after a sentence such a thing heads is the writer's, not the thing's
  ("Termites ate the porch. Ate dinner out."): a thing is no topic a diary goes on about.
* A danger the noun names stays a threat near the observer ("Flames are licking the wall
  behind Mina" is still danger for Mina), and the observer's own event in another clause stays
  theirs ("while Mina eats lunch").
* Controls: a status line or a diary with no subject ("Eating lunch @ cafe", "Worked till
  six"), a name opening a sentence ("Tomasz is eating"), an agent word as a modifier ("Fire
  drill at noon, then ate lunch", "Sea swims daily") and a status line's fragment of a noun and
  one word before a comma or an -ed word before "and" ("Engines checked, slept", "Engines
  serviced and ate lunch") keep their readings.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Mina"
AGENTS = ["Rust", "Rot", "Mould", "Damp", "Termites", "Woodworm", "Moths", "Acid", "Fire",
          "Debt", "Worry", "Guilt"]
EATS = ["is eating {0}", "ate {0}", "eats {0}", "has eaten {0}", "was eating {0}"]
EATEN = ["the hull of Mina's boat.", "the beam above Mina.", "Mina's savings, she writes.",
         "the porch while Mina naps."]


def test_a_bare_thing_eating_is_no_meal_of_the_observer(lex) -> None:
    def one_case(agent, eats, eaten):
        verb = eats.format(eaten)
        if agent in ("Termites", "Moths") and verb.startswith(("is", "was", "has", "eats")):
            verb = verb.replace("is ", "are ", 1).replace("was ", "were ", 1) \
                .replace("has ", "have ", 1).replace("eats ", "eat ", 1)
        text = f"{agent} {verb}"
        assert "eat" not in actual_kinds(lex, text, OBSERVER), text
        assert "eat" in other_kinds(lex, text, OBSERVER), text

    cases = list(itertools.product(AGENTS, EATS, EATEN))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Engines rest in the hangar while Mina eats lunch.", {"eat"}),
    ("Machines work through the night in the plant where Mina sleeps.", {"sleep"}),
    ("Pumps worked through the night while Mina slept.", {"sleep"}),
    ("Robots work the night shift; Mina works days.", {"work"}),
    ("Looms rest on Sundays, so Mina rests too.", {"rest"}),
    ("Waves lick the hull as Mina naps on deck.", {"sleep"}),
    ("Mould is eating the grout in Mina's shower.", set()),
    ("Slugs ate Mina's lettuces.", set()),
    ("Roots drink from the stream below Mina's hut.", set()),
    ("Ships rest at anchor while Mina swims.", {"exercise"}),
    ("Computers work all night while Mina sleeps.", {"sleep"}),
    ("Black mould is eating the grout in Mina's shower.", set()),
    ("Dry rot has eaten the sill under Mina's window.", set()),
    ("Old engines rest in the hangar while Mina eats lunch.", {"eat"}),
])
def test_a_bare_thing_working_or_resting_is_not_the_observer(lex, text, kinds) -> None:
    assert actual_kinds(lex, text, OBSERVER) == kinds


@pytest.mark.parametrize("text, kinds", [
    ("[12:03] rust is eating my car lol", set()),
    ("12:03 - rust is eating my car", set()),
    ("Day 3 — damp is eating the plaster.", set()),
    ("Update: rust is eating my car.", set()),
    ("Guilt is eating me, so I skipped lunch.", set()),
    ("I slept while generators worked through the night.", {"sleep"}),
    ("You watch as waves lick the hull and you drink your tea.", {"drink"}),
    ("Mould grows; I eat lunch at my desk.", {"eat"}),
    ("Termites ate the porch. Ate dinner out.", {"eat"}),
    ("Rust is eating the car. Slept well though.", {"sleep"}),
    ("Rust is eating the car; slept well though.", {"sleep"}),
    ("Engines rest in the hangar. Worked till six.", {"work"}),
])
def test_a_bare_thing_after_a_chat_or_log_opening_or_beside_i_is_not_me(lex, text,
                                                                          kinds) -> None:
    assert actual_kinds(lex, text) == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Flames are licking the wall behind Mina.", {"danger"}),
    ("Fire eats through the roof while Mina watches from the lane.", {"danger"}),
    ("Fire ate the barn.", {"danger"}),
    ("Flames roar up and lick the wall behind Mina.", {"danger"}),
    ("Flames leap out of the fuel rig and lick across the pit box around Mina.", {"danger"}),
    ("Blue flames lick the wall behind Mina.", {"danger"}),
    ("Smoke pours into the corridor.", {"danger"}),
])
def test_the_danger_a_bare_thing_names_stays_the_observers(lex, text, kinds) -> None:
    assert actual_kinds(lex, text, OBSERVER) == kinds
    assert "eat" not in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text, observer, kinds", [
    ("Eating lunch @ cafe", "Mina", {"eat"}),
    ("Worked till six.", None, {"work"}),
    ("Slept badly.", None, {"sleep"}),
    ("Fire drill at noon, then ate lunch.", None, {"eat"}),
    ("Fire alarm went off, ate lunch outside.", None, {"eat"}),
    ("Flames everywhere, I worked all night.", None, {"danger", "work"}),
    ("Worry kept me up, slept at 3.", None, {"sleep"}),
    ("Rust is eating my bike, so I eat lunch inside.", None, {"eat"}),
    ("Tomasz is eating.", "Mina", set()),
    ("Hazards of work sites, boats and breathing gear.", None, {"work"}),
    ("Engines checked, slept.", None, {"sleep"}),
    ("Machines down, rested all afternoon.", None, {"rest"}),
    ("Sea swims daily, slept well.", None, {"exercise", "sleep"}),
    ("Soil tests done, ate lunch.", None, {"eat"}),
    ("Rent day, worked a double.", None, {"work"}),
    ("Sea view, ate breakfast.", None, {"eat"}),
    ("Engines serviced and ate lunch in the hangar.", None, {"eat"}),
    ("Machines cleaned and worked a double.", None, {"work"}),
    ("Ate rust, then slept.", None, {"eat", "sleep"}),
    ("Big fire, ate lunch anyway.", None, {"danger", "eat"}),
    ("Mina fixed engines, then ate lunch.", "Mina", {"work", "eat"}),
    ("Mina climbs the ladder with a hose and pumps juice back over the cap of the fermenting "
     "tank, then moves on to the next one.", "Mina", {"work"}),
])
def test_a_status_line_a_diary_or_a_name_keeps_its_subject(lex, text, observer, kinds) -> None:
    assert actual_kinds(lex, text, observer) == kinds
