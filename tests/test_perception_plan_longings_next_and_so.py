"""Plan scope (session 21).

- A sickness felt coming on is felt now, no plan: "is about to faint", "thinks she's going to
  be sick", "feels like he's going to throw up" (illness terms, weight 0.8, longer than the
  plan cues "about to", "going to").
- The next one of a thing is still ahead ("Ana's next shift is on Thursday"), and a longing
  for a thing is no having of it ("feels like a nap", "feels like going for a run").
- A time ahead reaching through its sentence stops at "so" + a subject: the result is done now
  ("has an early start tomorrow, so she goes to bed at nine"); "so she can" stays a purpose.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ana", "Joaquin"]
PRONOUN = {"Ana": "she", "Joaquin": "he"}
COMING_ON = ["is about to faint in the heat of the salt pans", "thinks {p}'s going to be sick",
             "feels like {p}'s going to throw up", "is about to pass out",
             "looks like {p}'s going to vomit"]


def test_sickness_coming_on_is_felt_now(lex) -> None:
    def one_case(name, text):
        sentence = f"{name} {text.format(p=PRONOUN[name])}."
        assert "illness" in actual_kinds(lex, sentence, name), sentence

    cases = list(itertools.product(NAMES, COMING_ON))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_someone_elses_sickness_coming_on_stays_theirs(lex, name):
    sentence = "Tom is about to pass out."
    assert "illness" not in actual_kinds(lex, sentence, name), sentence


AHEAD = [("{n}'s next shift is on Thursday.", "work"), ("{n} feels like a nap.", "sleep"),
         ("{n} feels like going for a run.", "exercise"),
         ("{n} feels like a swim in the fjord.", "exercise")]


@pytest.mark.parametrize("name,case", list(itertools.product(NAMES, AHEAD)))
def test_next_and_longings_are_ahead(lex, name, case):
    text, kind = case
    sentence = text.format(n=name)
    assert kind not in actual_kinds(lex, sentence, name), sentence


RESULTS = [("{n} has an early start tomorrow, so {p} eats a big supper.", "eat"),
           ("{n} races tomorrow, so {p} drinks two litres of water.", "drink")]


@pytest.mark.parametrize("name,case", list(itertools.product(NAMES, RESULTS)))
def test_so_and_a_subject_is_done_now(lex, name, case):
    text, kind = case
    sentence = text.format(n=name, p=PRONOUN[name])
    assert kind in actual_kinds(lex, sentence, name), sentence


@pytest.mark.parametrize("name", NAMES)
def test_so_she_can_stays_ahead(lex, name):
    sentence = f"{name} will swim tomorrow so {PRONOUN[name]} can relax."
    assert actual_kinds(lex, sentence, name) == set(), sentence
