"""Who did it, in settings the tuning lines do not use (a lighthouse, a circus, a film set, a
prison, a space station, a ferry, a nomad camp): the act belongs to someone else when

- "everyone" or "everybody" is narrowed by a short place phrase before the "but" that leaves
  the observer out ("Everyone on deck but you is seasick", "Everybody in the block but Ana
  eats");
- a share of a place is the subject of the term's own verb ("Half the camp sleeps through the
  storm", "Most of the ship eats in shifts");
- the observer is named inside a "who" clause set off by commas ("The cook, who Ana likes,
  naps", "The stoker, who owes you money, eats");
- "and", an article and a noun that names no person open a clause before a finite verb ("You
  cook and the whole watch eats", "Ana sweeps and the camp eats"): the noun phrase is that
  verb's subject, a place standing for its people or a thing;
- "the two of them" comes with no one heard before ("The two of them ate together");
- a meal is eaten or drunk in the passive with no eater named while the observer is the
  subject of something else in the sentence ("Dinner is eaten in silence while Ana washes
  up"): the others at the table eat (a miss is better than a leak).

Design choice: "the whole watch" (the people on a ship's or a camp's watch) does not include
the observer, even one on watch; "the whole watch, Ana included" and "we all" do.

Negative controls: "nobody on deck but Ana ate" (she alone did), "Everyone in the cabin sleeps
but Ana eats" ("but" after a verb opens her clause), "Ana, who is tired, naps", "Ana thanks the
cook, who likes her, and eats", "Ana rows and the next morning sleeps till noon" (a time
phrase), "Ana and the camp eat" (a joint subject), "Ana meets Tom. The two of them eat.", and
the observer's own acts after "and" ("Ana cooks a stew and eats")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


ACTS = {"eat": "eats a bowl of stew", "sleep": "sleeps through the storm",
        "drink": "drinks a mug of tea", "illness": "is seasick"}
ALL = ["Everyone", "Everybody"]
PLACES = ["on deck", "on set", "in the block", "in the big tent", "at the table",
          "aboard the station", "in the lamp room"]
WHO = ["Ana", "you"]


def test_everyone_in_a_place_but_the_observer_leaves_her_out(lex) -> None:
    def one_case(everyone, place, who):
        for kind, act in ACTS.items():
            assert kind not in actual_kinds(lex, f"{everyone} {place} but {who} {act}.", OBSERVER)

    cases = list(itertools.product(ALL, PLACES, WHO))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("place", ["on deck", "in the block", "at the table"])
def test_nobody_in_a_place_but_the_observer_is_hers(lex, place):
    assert "eat" in actual_kinds(lex, f"Nobody {place} but Ana ate the stew.", OBSERVER)


def test_but_after_a_verb_still_opens_her_clause(lex):
    assert "eat" in actual_kinds(lex, "Everyone in the cabin sleeps but Ana eats.", OBSERVER)


SHARES = ["Half the", "Most of the", "Half of the"]
COMMUNITIES = ["camp", "village", "ship", "station", "prison", "circus", "town"]
VERBS = {"sleep": "sleeps through the storm", "eat": "eats in shifts",
         "drink": "drinks at the fair"}


def test_a_share_of_a_place_doing_the_act_is_someone_else(lex) -> None:
    def one_case(share, place):
        for kind, act in VERBS.items():
            assert kind not in actual_kinds(lex, f"{share} {place} {act}.", OBSERVER)

    cases = list(itertools.product(SHARES, COMMUNITIES))
    assert failing_cases(one_case, cases) == []


def test_a_share_with_the_observer_named_stays_hers(lex):
    assert "eat" in actual_kinds(lex, "Ana and half the camp eat mutton by the fire.", OBSERVER)


HEADS = ["The cook", "The stoker", "The ringmaster", "The deckhand", "Her cellmate"]
INNER = ["who Ana likes", "who you hired", "who likes Ana", "who owes you money",
         "who Ana met on the ferry"]
MAIN = {"sleep": "naps by the stove", "eat": "wolfs down a pie", "drink": "drinks the rum"}


def test_the_observer_inside_a_who_clause_is_no_subject_after_it(lex) -> None:
    def one_case(head, inner):
        for kind, act in MAIN.items():
            assert kind not in actual_kinds(lex, f"{head}, {inner}, {act}.", OBSERVER)

    cases = list(itertools.product(HEADS, INNER))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana, who is tired, naps by the stove.", "sleep"),
    ("Ana thanks the cook, who likes her, and eats.", "eat"),
    ("Ana, who skipped lunch, wolfs down a pie.", "eat"),
])
def test_the_observer_before_a_who_clause_keeps_her_act(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)


OPENERS = ["You cook", "Ana sweeps the deck", "I stoke the fire", "You trim the wick",
           "Ana sells the tickets"]
THINGS = ["the whole watch", "the camp", "the whole station", "the village", "the tent",
          "the big top"]
AFTER_AND = {"eat": "eats", "sleep": "sleeps", "drink": "drinks"}


def test_and_an_article_and_a_noun_open_another_subject(lex) -> None:
    def one_case(opener, thing):
        for kind, verb in AFTER_AND.items():
            assert kind not in actual_kinds(lex, f"{opener} and {thing} {verb}.", OBSERVER)
            assert kind not in actual_kinds(lex, f"{opener} and then {thing} {verb}.", OBSERVER)

    cases = list(itertools.product(OPENERS, THINGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana rows all day and the next morning sleeps till noon.", "sleep"),
    ("You row all day and the whole night sleeps badly.", "sleep"),
    ("Ana and the camp eat mutton.", "eat"),
    ("Ana cooks a stew and eats.", "eat"),
    ("You cook dinner and eat it.", "eat"),
    ("You wake at dawn and eat.", "eat"),
    ("The whole watch, Ana included, eats at midnight.", "eat"),
    ("We all eat at midnight.", "eat"),
])
def test_the_observer_after_and_keeps_her_act(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("count,kind,act", [
    (c, k, a) for c in ["two", "three"] for k, a in
    [("eat", "ate together"), ("sleep", "slept on deck"), ("drink", "drank the rum")]])
def test_them_with_no_one_heard_is_someone_else(lex, count, kind, act):
    assert kind not in actual_kinds(lex, f"The {count} of them {act}.", OBSERVER)


def test_the_two_of_them_after_the_observer_and_a_friend_are_hers(lex):
    assert "eat" in actual_kinds(lex, "Ana meets Tom. The two of them eat.", OBSERVER)


MEALS = ["Dinner", "The stew", "Breakfast", "The bread", "The wine"]
PASSIVES = {"eat": "is eaten in silence", "drink": "is drunk in silence"}
OBSERVER_ELSEWHERE = ["while Ana washes up", "as Ana sweeps the galley",
                      "while you keep watch on deck"]


@pytest.mark.parametrize("meal,elsewhere", list(itertools.product(MEALS, OBSERVER_ELSEWHERE)))
def test_a_meal_eaten_with_no_eater_named_is_not_the_busy_observers(lex, meal, elsewhere):
    for kind, passive in PASSIVES.items():
        assert kind not in actual_kinds(lex, f"{meal} {passive} {elsewhere}.", OBSERVER)
    assert "eat" not in actual_kinds(lex, "Ana bakes the bread and it is eaten within the hour.",
                                     OBSERVER)


@pytest.mark.parametrize("text", [
    "The last slice is eaten by Ana herself.",
    "Ana is served a bowl of stew and eats it.",
])
def test_the_observer_as_eater_keeps_the_meal(lex, text):
    assert "eat" in actual_kinds(lex, text, OBSERVER)
