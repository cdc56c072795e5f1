"""Meals counted out, drinks downed in one, calls returned, weather openers, short subordinates.

- a large amount counted out and put away is eaten ("put away two bowls of goulash soup"), as
  is a handful of a food taken ("though she does take a handful of their crisps"); the same
  verbs with no food after them (the dishes, two boxes of files, a handful of screws) are none;
- a drink finished in one swallow ("drinks it in one scalding go") is drunk, longer than the
  idiom "drink it in" (the view), which stays none;
- a call returned to "her" ("rings her back", "phones her back") is company: "her back" there
  is no body part;
- weather and what fills the air opening a sentence ("Thunder rumbles over the pass", "Thick
  smoke fills the corridor") is no one: a he/she after it means whoever was named before;
- after a short subordinate clause with no comma ("When you decline he shrugs and drinks
  it"), a subject pronoun opens the main clause and the verbs joined by "and" after it are its
  own, not the subordinate clause's subject's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


def grid(*axes):
    return list(itertools.product(*axes))


def events(lex, text: str, observer: str = OBSERVER):
    return perceive(text, lex, observer=observer)


def actual(lex, text: str, observer: str = OBSERVER) -> set[str]:
    return {e.kind for e in events(lex, text, observer) if e.is_actual_self}


def others(lex, text: str, observer: str = OBSERVER) -> set[str]:
    return {e.kind for e in events(lex, text, observer)
            if e.subject == "other" and not e.negated}


SUBJECTS = [("Ana", "s", "her"), ("You", "", "your"), ("I", "", "my")]

PUT_AWAY = ["two bowls of goulash soup", "three plates of chips", "a second plate of pasta",
            "another bowl of stew", "a whole pizza", "both portions of pie"]


def test_put_away_counted_food_is_eaten(lex) -> None:
    def one_case(subj, food):
        name, s, _ = subj
        assert "eat" in actual(lex, f"{name} put{s} away {food}.")

    cases = grid(SUBJECTS, PUT_AWAY)
    assert failing_cases(one_case, cases) == []


def test_put_away_things_is_no_meal(lex) -> None:
    def one_case(subj, obj):
        name, s, _ = subj
        assert "eat" not in actual(lex, f"{name} put{s} away {obj}.")

    cases = grid(SUBJECTS, [
        "the dishes", "two boxes of files", "another folder", "both ladders",
        "three crates of tools"])
    assert failing_cases(one_case, cases) == []


def test_handful_of_food_taken_is_eaten(lex) -> None:
    def one_case(subj, verb, food):
        name, s, _ = subj
        assert "eat" in actual(lex, f"{name} {verb}{s} a handful of {food}.")

    cases = grid(
        SUBJECTS, ["take", "grab"], ["crisps", "peanuts", "grapes", "chips"])
    assert failing_cases(one_case, cases) == []


def test_handful_of_things_is_no_meal(lex) -> None:
    def one_case(subj, verb, obj):
        name, s, _ = subj
        assert "eat" not in actual(lex, f"{name} {verb}{s} a handful of {obj}.")

    cases = grid(
        SUBJECTS, ["take", "grab"], ["screws", "nails", "leaflets", "pebbles"])
    assert failing_cases(one_case, cases) == []


def test_handful_taken_after_a_refusal(lex):
    text = ("At wrap Ana waves away the beer the grips push at her because she's driving, "
            "though she does take a handful of their crisps.")
    assert "eat" in actual(lex, text)


@pytest.mark.parametrize("other", ["Tom", "Her cousin", "The driver"])
def test_someone_elses_handful_or_plate_stays_theirs(lex, other):
    for text in (f"{other} takes a handful of crisps.", f"{other} puts away two bowls of soup."):
        assert "eat" not in actual(lex, text)
        assert "eat" in others(lex, text)


def test_drunk_in_one(lex) -> None:
    def one_case(subj, obj, tail):
        name, s, _ = subj
        assert "drink" in actual(lex, f"{name}'s coffee arrives and {name} drink{s} {obj} {tail}."
                                 if name == "Ana" else f"{name} drink{s} {obj} {tail}.")

    cases = grid(
        SUBJECTS, ["it", "them"], ["in one go", "in one scalding go", "in one gulp",
                                   "in a single swallow", "in two gulps"])
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("subj", SUBJECTS)
def test_drinking_in_the_view_is_none(lex, subj):
    name, s, _ = subj
    assert "drink" not in actual(lex, f"{name} stand{s} on the ridge and drink{s} it in.")
    assert "drink" not in actual(lex, f"{name} drink{s} in the view from the pass.")


def test_call_returned_to_her(lex) -> None:
    def one_case(verb, tail):
        text = f"Ana's sister texts that she is in hospital; Ana {verb} her {tail}."
        assert "socialize" in actual(lex, text)

    cases = grid(
        ["rings", "calls", "phones"], ["back", "back from behind the grip truck",
                                       "back after lunch", "again"])
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb", ["rings", "calls", "phones"])
def test_someone_elses_return_call_is_not_the_observers(lex, verb):
    # the observer is named only as the one whose sister calls someone back
    text = f"Ana's sister {verb} her friend back."
    assert "socialize" not in actual(lex, text)


def test_weather_opener_is_no_one(lex) -> None:
    def one_case(opener, act):
        text, kind = act
        assert kind in actual(lex, f"Ana parks the truck. {opener}. She {text}.")

    cases = grid(
        ["Thunder rumbles over the pass", "Thick smoke fills the corridor",
         "Sleet lashes the windscreen", "Drizzle falls", "Mist rises", "Lightning flickers",
         "Dense fog rolls in", "Heavy snow buries the road"],
        [("drinks her tea", "drink"), ("eats a sandwich", "eat"), ("sleeps in the cab", "sleep")])
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("opener", ["Thunder rumbles over the pass", "Mist rises"])
def test_weather_opener_keeps_a_named_other(lex, opener):
    text = f"Tom parks the truck. {opener}. He drinks his tea."
    assert "drink" not in actual(lex, text)
    assert "drink" in others(lex, text)


def test_pronoun_after_short_subordinate_owns_the_and_verbs(lex) -> None:
    def one_case(sub, pron, verbs):
        text, kind = verbs
        sentence = f"{sub} {pron} {text}."
        assert kind not in actual(lex, sentence)
        assert kind in others(lex, sentence)

    cases = grid(
        ["When you decline", "As you sit down", "When you get home", "Once you leave"],
        ["he", "she"],
        [("shrugs and drinks it", "drink"), ("nods and eats his soup", "eat"),
         ("shrugs, pours himself another cup and drinks it", "drink")])
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("sub", ["When you decline", "As you sit down", "When you get home"])
def test_observer_after_short_subordinate_keeps_the_and_verbs(lex, sub):
    assert "drink" in actual(lex, f"{sub} you shrug and drink it.")
    assert "drink" in actual(lex, f"{sub.replace('you', 'Ana')} she shrugs and drinks it.")
