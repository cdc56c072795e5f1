"""Denial, plan and who scope (session 21, second batch).

- A denied thing ("no water", "without food") names no verb that "on" or "at" could belong to,
  so "on"/"at" after it opens the setting, which goes on: "took no water on the long trek",
  "went without food on the trek" walk the trek ("didn't go on the hike" stays denied).
- A person noun right after a modal is its bare verb, no one named: "Ana will cook tonight, but
  for now she naps" (she is Ana), "will guard the gate later; first she eats".
- "and" + an inflected going verb and a trip's little words ends a plan's reach: "decided to
  skip the gym and went for a walk instead", "orders a coffee and goes for a swim"; a bare one
  stays in the plan ("wants to eat and go for a swim").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ana", "Joaquin"]
PRONOUN = {"Ana": "she", "Joaquin": "he"}
DENIED_THINGS = ["took no water on the long trek", "went without food on the trek",
                 "carried no snacks on the hike", "drank no water on the trek"]


def test_outing_after_a_denied_thing_goes_on(lex) -> None:
    def one_case(name, text):
        sentence = f"{name} {text}."
        assert "exercise" in actual_kinds(lex, sentence, name), sentence

    cases = list(itertools.product(NAMES, DENIED_THINGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_denied_going_on_an_outing_stays_denied(lex, name):
    sentence = f"{name} didn't go on the hike."
    assert "exercise" not in actual_kinds(lex, sentence, name), sentence


MODAL_JOBS = [("{n} will cook tonight, but for now {p} naps.", "sleep"),
              ("{n} will guard the gate later; first {p} eats.", "eat"),
              ("{n} can cook, and {p} eats well.", "eat"),
              ("{n} will nurse the patients tonight; now {p} sleeps.", "sleep")]


def test_job_word_after_a_modal_is_a_verb(lex) -> None:
    def one_case(name, case):
        text, kind = case
        sentence = text.format(n=name, p=PRONOUN[name])
        assert kind in actual_kinds(lex, sentence, name), sentence

    cases = list(itertools.product(NAMES, MODAL_JOBS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_the_cook_after_an_article_is_still_someone(lex, name):
    sentence = f"The cook will serve lunch; {name} eats."
    assert "eat" in actual_kinds(lex, sentence, name), sentence


GONE = [("{n} decided to skip the gym and went for a swim instead.", "exercise"),
        ("{n} orders a coffee and goes for a swim.", "exercise")]


@pytest.mark.parametrize("name,case", list(itertools.product(NAMES, GONE)))
def test_and_went_for_an_outing_is_done_now(lex, name, case):
    text, kind = case
    sentence = text.format(n=name)
    assert kind in actual_kinds(lex, sentence, name), sentence


@pytest.mark.parametrize("name", NAMES)
def test_bare_go_for_stays_in_the_plan(lex, name):
    sentence = f"{name} wants to eat and go for a swim."
    assert actual_kinds(lex, sentence, name) == set(), sentence
