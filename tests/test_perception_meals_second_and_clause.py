"""A name right after "and" and before its own finite verb opens a clause of its own.

"The waitress sets down a stack of blueberry pancakes and Yevgenia drowns them in syrup and
tucks in": the verb after the second "and" goes on Yevgenia's clause, not the waitress's.
Negative controls: someone else named there keeps the meal ("... and Tom drowns them in syrup
and eats them"), and a name after its verb stays that verb's object ("The warden makes
Yevgenia a mug of cocoa and drinks one herself": the warden's).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

OBS = "Yevgenia"


def others(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBS)
            if e.subject == "other" and not e.negated}


FIRSTS = ["The waitress sets down a stack of pancakes", "The cook slides over the plate",
          "Her brother brings the soup"]
MIDDLES = ["drowns them in syrup", "adds salt", "thanks him"]
ENDS = [("tucks in", "eat"), ("eats them", "eat"), ("wolfs it down", "eat"),
        ("drinks a glass of water", "drink")]


def test_observer_named_after_and_owns_the_next_verb(lex) -> None:
    def one_case(first, middle, end):
        text, kind = end
        assert kind in actual_kinds(lex, f"{first} and {OBS} {middle} and {text}.", OBS)

    cases = list(itertools.product(FIRSTS, MIDDLES, ENDS))
    assert failing_cases(one_case, cases) == []


def test_someone_else_named_after_and_keeps_it(lex) -> None:
    def one_case(first, middle, end):
        text, kind = end
        sentence = f"{first.replace('Her brother', 'Yevgenia')} and Tom {middle} and {text}."
        assert kind not in actual_kinds(lex, sentence, OBS)
        assert kind in others(lex, sentence)

    cases = list(itertools.product(FIRSTS, MIDDLES, ENDS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb,thing,end", [
    ("makes", "a mug of cocoa", "drinks one herself"),
    ("pours", "a cup of tea", "drinks one herself"),
    ("hands", "a sandwich", "eats one himself")])
def test_name_after_its_verb_stays_its_object(lex, verb, thing, end):
    text = f"The warden {verb} {OBS} {thing} and {end}."
    assert not {"eat", "drink"} & actual_kinds(lex, text, OBS)
