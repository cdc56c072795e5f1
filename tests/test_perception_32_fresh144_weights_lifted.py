"""Training weights lifted with a determiner or an owner are exercise (session 32, fresh144).

* "lift weights" was exercise, but "lifts the dumbbells" or "lifted her kettlebells" was none:
  the plural gear after an article or an owner reads as a thing. Lifted, with any of these
  determiners, it is the workout.
* Controls: the gear handled otherwise ("packs the dumbbells into the car") stays none, and a
  plan or a denial keeps its mode.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Mei"


def test_training_weights_lifted_with_a_determiner_are_exercise(lex) -> None:
    def one_case(verb, det, gear):
        text = f"Mei {verb} {det} {gear} in the garage before her shift."
        assert actual_kinds(lex, text, OBSERVER) == {"exercise"}

    cases = list(itertools.product(["lifts", "lifted"], ["the", "her"],
                                   ["weights", "dumbbells", "kettlebells"]))
    cases += [("lifts", "the", "barbell")]
    assert failing_cases(one_case, cases) == []


def test_training_weights_lifted_second_and_first_person(lex) -> None:
    assert actual_kinds(lex, "You lift your dumbbells while the kettle boils.",
                        OBSERVER) == {"exercise"}
    assert actual_kinds(lex, "I lifted my kettlebells for twenty minutes.",
                        OBSERVER) == {"exercise"}


def test_weights_handled_or_not_lifted_are_no_exercise(lex) -> None:
    assert actual_kinds(lex, "Mei packs the dumbbells into the car.", OBSERVER) == set()
    assert actual_kinds(lex, "Mei doesn't lift the weights today.", OBSERVER) == set()
    assert actual_kinds(lex, "Mei will lift the weights after dinner.", OBSERVER) == set()
