"""A shout answered in kind is a row between the two (core.yaml conflict ``mutual.verbs``):
"'...!' Chloe yells, and Kai yells back" is Chloe's row as well as Kai's. A greeting shouted
("Chloe yells hello") or a shout answered between two others is none of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

VERBS = [("yells", "yells back"), ("shouts", "shouts back"), ("roars", "roars back"),
         ("screams", "screams back")]
WHO = [("Chloe", "Kai"), ("Wanjiru", "the innkeeper"), ("You", "your brother")]
OPENERS = ["'Seven days! The pans are still in the sink!' ", "", "In the kitchen, "]


def test_a_shout_answered_in_kind_is_the_observer_s_row(lex) -> None:
    def one_case(verb, who, opener):
        me, other = who
        said = verb[0] if me != "You" else verb[0][:-1]
        text = f"{opener}{me} {said}, and {other} {verb[1]}."
        observer = "Chloe" if me == "You" else me
        assert "conflict" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(VERBS, WHO, OPENERS))
    assert failing_cases(one_case, cases) == []


def test_no_answered_shout_of_the_observer_s_is_no_row(lex) -> None:
    def one_case(verb, who):
        me, other = who
        observer = "Chloe" if me == "You" else me
        # a greeting shouted and answered
        text = f"Ana {verb[0]} hello, and {other} {verb[1]} a greeting."
        assert "conflict" not in actual_kinds(lex, text, "Ana"), text
        # two others shouting at each other while the observer looks on
        text = f"Tom {verb[0]}, and Leo {verb[1]}, while {observer} washes up."
        assert "conflict" not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(VERBS, WHO))
    assert failing_cases(one_case, cases) == []
