"""Two who-did-what classes from a boarding-school set's first sight.

The sick counted by their illness are other people: a carer "treating flu cases" or "handing out
paracetamol to the flu cases" is not ill ("cases", "sufferers" and "casualties" are person
words, like "patients"). And "as" + a noun phrase with a phrase of its own + a verb in -s with an
object opens a clause whose subject is that noun phrase ("looks up as a teenager on a scooter
clips the kerb and skids": the teenager's skid, not the observer's danger); "works as a nurse"
stays a role."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Ana"


ILLNESSES = ["flu", "measles", "cholera", "covid", "norovirus"]
CARE = ["is treating {i} cases", "hands out paracetamol to the {i} cases",
        "spends the morning with the {i} sufferers", "brings soup to the {i} patients"]


def test_a_carer_of_the_sick_counted_by_illness_is_not_ill(lex):
    cases = [f"Ana {c.format(i=i)}." for c, i in itertools.product(CARE, ILLNESSES)]
    assert len(cases) == 20
    assert [text for text in cases if "illness" in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", ["Ana has the flu.", "Ana is down with measles.",
                                  "Ana has caught norovirus."])
def test_the_observers_own_illness_stays(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == {"illness"}


RIDERS = ["a teenager on a scooter", "a man on a bike", "a courier in a yellow jacket",
          "a boy with a skateboard"]
ACTS = [("clips the kerb and skids across the road", "danger"),
        ("drops his bag and trips over it", "injury")]


def test_an_as_clause_with_a_phrase_after_its_noun_has_its_own_subject(lex):
    cases = [(f"Ana looks up as {r} {a}.", k) for r, (a, k) in itertools.product(RIDERS, ACTS)]
    subjects = [(text, {e.subject for e in perceive(text, lex, observer=OBSERVER)
                        if e.kind == kind}) for text, kind in cases]
    assert [text for text, found in subjects if found != {"other"}] == []


@pytest.mark.parametrize("text", ["Ana works as a nurse on the night ward.",
                                  "Ana, working as a waitress in a busy cafe, serves the tables."])
def test_a_role_after_as_is_still_the_subjects_work(lex, text):
    assert "work" in actual_kinds(lex, text, OBSERVER)
