"""How far a denial, a demand and a threat shown to be none reach.

A windowed negation or plan cue before its event counts its reach to the event's first word,
not to the word the event is anchored on: "almost had a beer" (the object lies past the
one-word reach of "almost"), "the coach demands that Dev run ten laps", "demands Dev run". Not
past a purpose's "to": "skipped dinner to finish the patch" still works.

A threat shown to be none ("was a false alarm", "only a drill", "only a test": cues of
negation and of distance alike) denies the threats and the body's states in its sentence, not
what was done there: "the alarm was a false alarm, so Ana went back and ate her lunch"."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

SUBJECTS = [("Sana", "Sana"), ("Tom", "Tom"), ("You", "Kofi")]
HELD = [("had", "a beer", "drink"), ("had", "a slice of cake", "eat"),
        ("took", "a sip of the wine", "drink"), ("grabbed", "a doughnut", "eat")]
DEMANDED = [("run ten laps", "exercise"), ("eat her greens", "eat"),
            ("drink a litre of water", "drink"), ("rest for an hour", "rest")]
DENIALS = ["was a false alarm", "was only a drill", "was just a drill", "was only a test"]
AFTER = [("so {s} went back and ate her lunch", "eat"), ("and {s} had a coffee with Tom", "drink"),
         ("so {s} went back to bed and slept", "sleep"), ("and {s} went for a run", "exercise"),
         ("so {s} chatted with her friends", "socialize")]


def test_almost_and_nearly_reach_a_held_meal_past_its_light_verb(lex):
    cases = [(f"{s} {cue} {v} {obj}, but remembered the diet.", o, k)
             for (s, o), cue, (v, obj, k)
             in itertools.product(SUBJECTS, ["almost", "nearly"], HELD)]
    assert len(cases) == 24
    assert [t for t, o, k in cases if k in actual_kinds(lex, t, o)] == []


def test_a_demand_puts_the_bare_verb_ahead(lex):
    cases = [(f"The coach {cue} {who} {v}.", who, k) for who, cue, (v, k)
             in itertools.product(["Sana", "Tom", "Mei"], ["demands that", "insists that",
                                                           "demands"], DEMANDED)]
    assert [t for t, o, k in cases if k in actual_kinds(lex, t, o)] == []


@pytest.mark.parametrize("who", ["Sana", "Tom", "Mei"])
@pytest.mark.parametrize("done,kind", [("drank a coffee", "drink"), ("ate a sandwich", "eat"),
                                       ("went for a run", "exercise")])
def test_controls_a_near_fall_or_a_demand_of_something_else_leaves_the_act(lex, who, done,
                                                                           kind):
    assert kind in actual_kinds(lex, f"{who} almost fell on the ice but {done}.", who)
    assert kind in actual_kinds(lex, f"The coach demands silence, and {who} {done}.", who)


def test_control_a_purpose_after_a_skipped_meal_is_done(lex):
    assert "work" in actual_kinds(lex, "Rohan skipped dinner entirely to finish the antenna "
                                       "firmware patch before the blackout window.", "Rohan")


def test_a_threat_shown_to_be_none_leaves_what_was_done_in_its_sentence(lex):
    cases = [(f"The fire alarm {d}, {tail.format(s=s)}.", s, k) for d, (tail, k), s
             in itertools.product(DENIALS, AFTER, ["Sana", "Mei", "Leo"])]
    assert len(cases) == 60
    assert [t for t, o, k in cases if k not in actual_kinds(lex, t, o)] == []


@pytest.mark.parametrize("who", ["Sana", "Mei", "Leo"])
@pytest.mark.parametrize("denial", ["was a false alarm", "was only a drill",
                                    "turned out to be just a test"])
def test_control_the_threat_itself_stays_denied(lex, who, denial):
    assert "danger" not in actual_kinds(lex, f"The fire alarm at {who}'s office {denial}.", who)
    got = actual_kinds(lex, f"The gas leak {denial}; nobody was hurt and {who} stayed at her desk.",
                       who)
    assert not {"danger", "injury"} & got
