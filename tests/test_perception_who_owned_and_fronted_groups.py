"""Who did what with people the lexicon lacks: after "and", an owner word and a noun it owns
open a clause of their own ("checks the gauges and her roustabout naps on the bench": his nap);
after a short fronted place phrase with no comma, a plural noun phrase opens the clause's
subject ("At the teahouse the trekkers eat dal bhat"); keepers and a crane's driver by the short
name are people, and so is a group counted by "a couple of" or "a handful of" ("and a couple
of trekkers chat by the kettle"), and so is one after "with" in a state ("With the trekker
asleep, Ana takes the watch"). Negative controls: a joint subject ("Ana and her roustabout
nap") and a thing owned ("and her stomach growls") stay as they were; the observer's own verb
after a fronted phrase stays theirs; an infinitive opening the sentence is no place phrase;
an ailment "with" the observer stays theirs."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ROLES = ["roustabout", "roughneck", "toolpusher", "sirdar", "yak herder", "lodge keeper",
         "crane op", "husband"]
FIRST = ["checks the gauges", "eats her lunch", "pitches the tent"]
THEIRS = [("naps on the bench", "sleep"), ("drinks a can of cola", "drink"),
          ("eats a sandwich", "eat"), ("does push-ups on the helideck", "exercise")]


def test_and_an_owned_person_opens_their_own_clause(lex) -> None:
    def one_case(role, first, theirs):
        text, kind = theirs
        if kind == "eat" and "lunch" in first:
            return  # the observer's own lunch is an eat of hers
        assert kind not in actual_kinds(lex, f"Ana {first} and her {role} {text}.", "Ana")

    cases = list(itertools.product(ROLES, FIRST, THEIRS))
    assert failing_cases(one_case, cases) == []


def test_a_joint_subject_keeps_the_observer(lex) -> None:
    def one_case(role, theirs):
        text, kind = theirs
        plural = text.replace("naps", "nap").replace("drinks", "drink").replace("eats", "eat")
        assert kind in actual_kinds(lex, f"Ana and her {role} {plural}.", "Ana")

    cases = list(itertools.product(ROLES[:4], THEIRS[:3]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("first", FIRST)
def test_a_thing_owned_after_and_is_no_one(lex, first):
    got = actual_kinds(lex, f"Ana {first} and her stomach growls, so she eats a banana.", "Ana")
    assert "eat" in got


PLACES = ["At the teahouse", "In the mess", "At lunch", "Behind the lodge"]
GROUPS = ["trekkers", "roustabouts", "drillers", "yak herders"]
DOING = [("eat dal bhat", "eat"), ("drink chai", "drink"), ("doze in the sun", "sleep")]


def test_a_group_after_a_fronted_place_is_the_subject(lex) -> None:
    def one_case(place, group, doing):
        text, kind = doing
        assert kind not in actual_kinds(lex, f"{place} the {group} {text}; Ana writes her notes.",
                                        "Ana")

    cases = list(itertools.product(PLACES, GROUPS, DOING))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("place,doing", list(itertools.product(PLACES, DOING[:2])))
def test_the_observer_after_a_fronted_place_keeps_it(lex, place, doing):
    text, kind = doing
    verb = text.replace("eat", "eats").replace("drink", "drinks")
    assert kind in actual_kinds(lex, f"{place} Ana {verb}.", "Ana")


@pytest.mark.parametrize("goal", ["shake off the exam nerves", "warm up"])
def test_an_opening_infinitive_is_no_place(lex, goal):
    got = actual_kinds(lex, f"To {goal} you do four rounds of burpees on your bedroom floor.",
                       "Lukas")
    assert "exercise" in got


QUANTITIES = ["a couple of", "a handful of"]
UNKNOWN = ["trekkers", "roughnecks", "drillers"]
THEIR_TALK = ["chat by the kettle", "are chatting about the football", "gossip in Nepali"]


def test_a_counted_group_is_the_subject(lex) -> None:
    def one_case(q, group, talk):
        got = actual_kinds(lex, f"Ana logs the readings and {q} {group} {talk}.", "Ana")
        assert "socialize" not in got

    cases = list(itertools.product(QUANTITIES, UNKNOWN, THEIR_TALK))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("q,food", list(itertools.product(QUANTITIES[:2], [
    "biscuits", "momos"])))
def test_a_counted_food_stays_the_observers(lex, q, food):
    assert "eat" in actual_kinds(lex, f"Ana eats {q} {food}.", "Ana")


@pytest.mark.parametrize("q,group", list(itertools.product(QUANTITIES[:2], UNKNOWN)))
def test_the_observer_with_a_counted_group_keeps_the_talk(lex, q, group):
    assert "socialize" in actual_kinds(lex, f"Ana and {q} {group} chat by the kettle.", "Ana")


LABELS = ["under-12s", "under-15s", "over-60s"]
GAMES = [("play a football match", "exercise"), ("eat oranges at half time", "eat"),
         ("drink squash on the bench", "drink")]


@pytest.mark.parametrize("label,game", list(itertools.product(LABELS, GAMES)))
def test_an_owned_numbered_group_is_the_subject(lex, label, game):
    text, kind = game
    got = actual_kinds(lex, f"From the touchline Tunde shouts as his daughter's {label} {text}.",
                       "Tunde")
    assert kind not in got


@pytest.mark.parametrize("food", ["sandwich", "slice of cake", "leftover curry"])
def test_an_owned_food_stays_the_eaters(lex, food):
    assert "eat" in actual_kinds(lex, f"Tunde eats his daughter's {food}.", "Tunde")


ABSENT = ["trekker", "roustabout", "new deckhand"]
STATES = [("asleep", "sleep"), ("snoring", "sleep"), ("eating", "eat")]


@pytest.mark.parametrize("who,state", list(itertools.product(ABSENT, STATES)))
def test_with_someone_unknown_in_a_state_is_theirs(lex, who, state):
    word, kind = state
    assert kind not in actual_kinds(lex, f"With the {who} {word}, Ana takes the watch.", "Ana")


@pytest.mark.parametrize("ill", ["a raging sore throat", "a streaming cold"])
def test_with_an_ailment_stays_the_observers(lex, ill):
    assert "illness" in actual_kinds(lex, f"Ana sits in the corridor with {ill}.", "Ana")
