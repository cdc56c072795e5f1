"""An object's plural that is also listed as a person word keeps both readings.

Found in session 11 (a helper listed "customers", "guests" and "passengers" among work's
objects by hand): the compiled matcher prefers the readings of a token that is a lexicon word in
its own right (``exact``) over those it has as an inflection of another word, so "customers"
(a ``subjects.person`` word) lost its reading as the plural of the object "customer", and
"serve the customers" was no work. A person word is a noun naming people; the plural of an object
is a noun too, so :func:`engine.lexicon._compile_matcher` now keeps the object reading beside the
person reading. A word whose own reading is a term, a verb or a cue still shadows its inflected
object reading ("filing" is a work term, not the object "file" again).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from engine.lexicon import Lexicon, compile_lexicon
from engine.loading import load_lexicon
from engine.perception import perceive

CORE = Path(__file__).resolve().parents[1] / "rules" / "lexicons" / "core.yaml"
INFLECTION = load_lexicon(CORE, precheck=True)["inflection"]  # core's suffix
# rules (read at import: the grids below are built from them)


@pytest.fixture(scope="module")
def core(lex) -> Lexicon:
    return lex


def tiny(person_plurals: bool = True) -> Lexicon:
    """A small lexicon: work is ``serve``/``greet``/``seat`` + an object; every object's plural is
    (when ``person_plurals``) also a person word in ``subjects``, as "customers" is in core."""
    objects = ["customer", "guest", "passenger", "diner"]
    return compile_lexicon([{
        "lexicon": "tiny", "version": 1,
        "inflection": INFLECTION,
        "kinds": {
            "work": {"verbs": ["serve", "greet", "seat"], "objects": objects, "window": 4},
            "rest": {"terms": ["rest"]},
        },
        "subjects": {"self": ["i", "you"], "determiner": ["the", "a", "two", "some"],
                     "person": [o + "s" for o in objects] if person_plurals else []},
    }])


def events(text: str, lex: Lexicon) -> list[tuple[str, str, str]]:
    return [(e.kind, e.subject, e.term) for e in perceive(text, lex, observer="Ann")]


SUBJECTS = ["I", "You"]
VERBS = [("serve", "serve"), ("served", "serve"), ("am serving", "serve"), ("greet", "greet"),
         ("seated", "seat")]
DETERMINERS = ["the", "two", "some", ""]
OBJECTS = ["customer", "guest", "passenger", "diner"]


@pytest.mark.parametrize("person_plurals", [True, False])
@pytest.mark.parametrize("subject,verb,det,obj", list(itertools.product(
    SUBJECTS, VERBS, DETERMINERS, OBJECTS)))
def test_a_plural_object_is_served_whether_or_not_it_is_a_person_word(
        subject, verb, det, obj, person_plurals):
    surface, base = verb
    text = " ".join(w for w in (subject, surface, det, obj + "s") if w) + "."
    assert events(text, tiny(person_plurals)) == [("work", "self", f"{base} + {obj}")]


@pytest.mark.parametrize("obj", OBJECTS)
def test_the_singular_is_unchanged(obj):
    assert events(f"I serve the {obj}.", tiny()) == [("work", "self", f"serve + {obj}")]


@pytest.mark.parametrize("obj", OBJECTS)
def test_the_plural_still_names_other_people(obj):
    """The person reading stays: the plural opens a clause about others."""
    assert events(f"The {obj}s serve the {obj}.", tiny()) == [
        ("work", "other", f"serve + {obj}")]
    assert events(f"I rest. The {obj}s rest.", tiny()) == [
        ("rest", "self", "rest"), ("rest", "other", "rest")]


@pytest.mark.parametrize("obj", OBJECTS)
def test_a_plural_with_no_verb_is_no_work(obj):
    assert events(f"The {obj}s are here.", tiny()) == []
    assert events(f"I see the {obj}s.", tiny()) == []


def test_the_compiled_state_holds_both_readings():
    lex = tiny()
    phrase = lex.phrase(lex.matcher["customers"][0])
    assert [(r.type, r.kind, r.base) for r in phrase.roles] == [
        ("person", None, "customers"), ("object", "work", "customer")]


def test_a_term_still_shadows_its_inflected_object_reading(core):
    """Only a person word shares its token: "filing" (a work term) stays that term alone."""
    lex = core
    filing = lex.phrase(lex.matcher["filing"][0])
    assert {r.type for r in filing.roles} == {"term"}
    customers = lex.phrase(lex.matcher["customers"][0])
    assert ("object", "work", "customer") in [(r.type, r.kind, r.base) for r in customers.roles]
    assert "person" in customers.types


@pytest.mark.parametrize("text,term", [
    ("I serve the customers at the bar.", "serve + customer"),
    ("You check the passengers off the list.", "check + passenger"),
    ("I serve the guests their soup.", "serve + guest"),
])
def test_core_serves_plural_people(core, text, term):
    assert events(text, core) == [("work", "self", term)]
