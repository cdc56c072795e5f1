"""Who did what: a "they" or an "it" after the observer feeds, tends or serves someone or
something is that recipient, not the observer.

- "it" as a verb's subject is never the observer: an animal or a baby acts ("rocks the baby
  until it falls asleep"); an ailment after "it" is someone else's only when "it" goes back to
  someone else ("her knee swells and it hurts" stays hers).
- "they" after a handing over (``subjects.handing_verbs``, with ordering, buying and making
  food) is who got it ("orders a round for Tom and they drink it").
- The observer named alone by a name that says a gender is no "they"; a name of no known gender
  may be, but not past a plural object the "they" may mean ("feeds the goats and they eat").
- A subject pronoun after a preposition's object and "and" opens a clause of its own ("for Tom
  and they drink"): no object pair with the observer in it.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Ana", "Tomas", "Kestrel"]


ANIMAL_VERBS = ["feeds", "waters", "brushes", "tends"]
HERDS = ["the goats", "the pigs", "the hungry calves", "her hens", "the lambs"]
HERD_ACTS = [("eat", "they eat greedily"), ("drink", "they drink from the trough"),
             ("sleep", "they sleep in the straw"), ("eat", "soon they are eating")]


def test_they_after_a_herd_is_the_herd(lex) -> None:
    def one_case(observer, verb, herd, act):
        kind, tail = act
        text = f"{observer} {verb} {herd} and {tail}."
        assert kind not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(
        OBSERVERS, ANIMAL_VERBS, HERDS, HERD_ACTS))
    assert failing_cases(one_case, cases) == []


CREATURES = ["the baby", "the dog", "the puppy", "the calf", "a stray cat", "the foal"]
IT_ACTS = [("sleep", "until it falls asleep"), ("sleep", "and it falls asleep"),
           ("sleep", "; afterwards it sleeps for hours"), ("eat", ". Later it eats its fill"),
           ("eat", "and it eats greedily"), ("drink", "and it drinks the whole bowl"),
           ("sleep", "while it sleeps")]


def test_it_is_never_the_observer(lex) -> None:
    def one_case(observer, creature, act):
        kind, tail = act
        text = f"{observer} rocks {creature} {tail}."
        assert kind not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(
        OBSERVERS, CREATURES, IT_ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("observer,creature", list(itertools.product(
    OBSERVERS, ["the baby", "the puppy", "the old dog"])))
def test_an_ailment_after_it_is_the_creatures(lex, observer, creature):
    text = f"{observer} holds {creature} and it coughs all night."
    assert "illness" not in actual_kinds(lex, text, observer), text


RECIPIENTS = ["Tom", "Tom and Mia", "the lads", "her date's brother", "a man in a grey suit"]
SERVINGS = [("drink", "orders a round for {r} and they drink it straight away"),
            ("drink", "buys {r} a pint and they drink it at the bar"),
            ("eat", "makes {r} pancakes and they eat them in the garden"),
            ("drink", "pours {r} some juice and they gulp it down"),
            ("eat", "serves {r} a bowl of stew and they eat it at the counter")]


def test_they_after_a_serving_is_who_got_it(lex) -> None:
    def one_case(observer, recipient, serving):
        kind, shape = serving
        text = f"{observer} {shape.format(r=recipient)}."
        assert kind not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(
        OBSERVERS, RECIPIENTS, SERVINGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    # the observer's own doing: named as the subject, or one of a pair
    ("Ana cuts her finger and it bleeds.", "injury"),
    ("Ana twists her knee and it swells up.", "injury"),
    ("Ana and Tom feed the goats and then they eat lunch.", "eat"),
    ("Ana sits with Tom and they eat lunch.", "eat"),
    ("Ana feeds the goats and eats lunch.", "eat"),
    ("Ana feeds the goats, then eats lunch.", "eat"),
    ("Ana rocks the baby and eats a sandwich.", "eat"),
    ("Tom hands Ana a beer and she drinks it.", "drink"),
    ("Ana makes soup and it tastes great, she eats two bowls.", "eat"),
])
def test_controls_the_observers_own_doing_stays_theirs(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


def test_control_an_observer_of_no_known_gender_may_be_a_they(lex):
    text = "Kestrel washes up and they eat lunch."
    assert "eat" in actual_kinds(lex, text, "Kestrel"), text


WHICH_ACTS = [("drink", "drinks from the trough"), ("eat", "eats a bowl of oats"),
              ("sleep", "sleeps by the fire"), ("eat", "then eats the lot")]


def test_a_relative_which_after_a_noun_is_never_the_observer(lex) -> None:
    def one_case(observer, creature, act):
        kind, tail = act
        text = f"{observer} brushes {creature}, which {tail}."
        assert kind not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(
        OBSERVERS, ["the mare", "the old dog", "a stray cat", "the pony"], WHICH_ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    # "which" as an object before the observer's own verb, and the observer's own ailment
    ("The woman at the stall pours Ana a cup, which she drinks.", "drink"),
    ("Ana twists her ankle, which swells up.", "injury"),
    ("Ana eats the pie, which tastes great.", "eat"),
])
def test_controls_which_as_an_object_or_the_observers_own(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
