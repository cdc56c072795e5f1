"""A hurt or illness word used of a thing is no one's injury or illness (session 9, s9h8: "the
burning warehouse", "a burning city", "his blood results", "you wound the old mantel clock",
"eats her lunch in the sick bay", "restocks the cough-sweet shelf" and "the frames of his hives"
all gave the observer an injury or an illness).

Four general rules: a one-word hurt participle after a determiner and before a noun that is no
body part describes that thing (:func:`engine.perception._thing_participle`); an ailment word
as the first half of a compound names a thing (the kinds' ``not_before``); "wound" before its
object or a particle is "wind" (exceptions); and "hives" is a rash only after "in", "with" or
"of". Hurts of the body stay.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = ["You", "Ana", "I"]
DOINGS = ["paint", "photograph", "sketch", "describe"]
THING_PARTICIPLES = ["burning", "swollen", "bruised", "stinging"]
THINGS = ["warehouse", "city", "river", "apples", "nettles", "barn", "forest"]


def _verb(subject: str, verb: str) -> str:
    return verb + "s" if subject == "Ana" else verb


def test_a_hurt_participle_before_a_thing_describes_it(lex) -> None:
    def one_case(subject, verb, participle, thing, det):
        text = f"{subject} {_verb(subject, verb)} {det} {participle} {thing}."
        assert "injury" not in actual_kinds(lex, text, "Ana")

    cases = list(itertools.product(SUBJECTS, DOINGS, THING_PARTICIPLES, THINGS,
                                                    ["the", "a"]))
    assert failing_cases(one_case, cases) == []


COMPOUNDS = [("blood", "results"), ("blood", "test"), ("blood", "sample"), ("blood", "bank"),
             ("blood", "orange"), ("burns", "unit")]


def test_an_injury_word_as_a_compounds_first_half_is_a_thing(lex) -> None:
    def one_case(subject, first, head):
        verb = "reads" if subject == "Ana" else "read"
        assert actual_kinds(lex, f"{subject} {verb} the {first} {head}.", "Ana") == set()

    cases = [(s, f, h) for s in SUBJECTS for f, h in COMPOUNDS]
    assert failing_cases(one_case, cases) == []


ILL_COMPOUNDS = ["sick bay", "cough sweets", "cough-sweet shelf", "cough syrup", "flu remedy",
                 "cough drops", "migraine tablets", "hangover cure"]


@pytest.mark.parametrize("subject", SUBJECTS)
@pytest.mark.parametrize("thing", ILL_COMPOUNDS)
def test_an_illness_word_naming_a_place_or_remedy_is_no_illness(lex, subject, thing):
    verb = "tidies" if subject == "Ana" else "tidy"
    assert "illness" not in actual_kinds(lex, f"{subject} {verb} the {thing}.", "Ana")


@pytest.mark.parametrize("subject", SUBJECTS)
@pytest.mark.parametrize("rest", ["the old mantel clock", "a bandage round the post",
                                  "up the toy soldier", "the rope round the cleat",
                                  "it back to the start"])
def test_wound_before_its_object_is_wind(lex, subject, rest):
    assert actual_kinds(lex, f"{subject} wound {rest}.", "Ana") == set()


@pytest.mark.parametrize("subject", SUBJECTS)
@pytest.mark.parametrize(("verb", "rest"), [("check", "the frames of the hives"),
                                            ("inspect", "the far hives"),
                                            ("smoke", "the hives before opening them")])
def test_bee_hives_are_no_rash(lex, subject, verb, rest):
    text = f"{subject} {_verb(subject, verb)} {rest}."
    assert "illness" not in actual_kinds(lex, text, "Ana")


def test_thing_lines_and_controls(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Ana") == expected

    cases = [
        # the lines that taught it
        ("You paint the backdrop of a burning city for the new production.", {"work"}),
        ("You wound the old mantel clock and set it to the right time.", set()),
        ("Ana has eaten her lunch standing up in the sick bay.", {"eat"}),
        # negative controls: hurts and rashes of the body stay
        ("Your swollen ankle throbs.", {"injury"}),
        ("You have a bruised knee.", {"injury"}),
        ("Her burning hand throbs.", set()),
        ("Ana's burnt hand throbs.", {"injury"}),
        ("You feel a burning pain in your chest.", {"injury"}),
        ("You burn your hand on the kettle.", {"injury"}),
        ("There is blood on your shirt from the cut on your hand.", {"injury"}),
        ("You have a deep wound in your leg.", {"injury"}),
        ("You come out in hives after the shellfish.", {"illness"}),
        ("Ana is covered in hives.", {"illness"}),
        ("You feel sick.", {"illness"}),
        ("You cough all night.", {"illness"}),
    ]
    assert failing_cases(one_case, cases) == []
