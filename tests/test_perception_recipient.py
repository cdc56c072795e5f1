"""After something is handed over, "and" + he/she is the one who got it.

The handed set's [waiting] contrast case "The waiter sets Mira's risotto in front of her and she
digs in straight away" has siblings where the giver's gender is unknown ("Nia's cousin hands her
a plate of kelewele and she starts eating"): the pronoun then went to the giver, the subject.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

GIVERS = ["Her cousin", "The bartender", "The waitress", "A colleague", "The stall-holder"]
HANDINGS = [
    ("hands {o} a plate of dumplings and {p} starts eating straight away.", "eat"),
    ("slides {os} glass of cider across and {p} takes a long pull.", "drink"),
    ("brings {os} tea and {p} sips it slowly.", "drink"),
    ("gives {o} a bowl of soup and {p} eats it at once.", "eat"),
    ("sets {os} curry in front of {o} and {p} digs in.", "eat"),
]


def kinds(lex, text, observer):
    return {(e.kind, e.subject) for e in perceive(text, lex, observer=observer)
            if e.mode == "actual" and not e.negated}


def test_the_one_handed_something_is_who_then_acts(lex) -> None:
    def one_case(text, kind):
        assert (kind, "self") in kinds(lex, text, "Nia")

    cases = [
        (giver + " " + template.format(o="Nia", os="Nia's", p="she"), kind)
        for giver, (template, kind) in itertools.product(GIVERS, HANDINGS)
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "observer", "kind"), [
    ("Ana hands her sister a beer and she drinks it.", "Ana", "drink"),
    ("Tom hands the waiter a biscuit and he eats it.", "Tom", "eat"),
    ("You pass Ben a sandwich and he wolfs it down.", None, "eat"),
])
def test_the_giver_does_not_get_what_they_handed_over(lex, text, observer, kind):
    assert (kind, "self") not in kinds(lex, text, observer)
