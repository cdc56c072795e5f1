"""A bare "burn" whose object is a thing, with no part and no owner after it, is a thing burnt,
no hurt (engine ``perception._burnt_thing``, session 21).

* "Ana burns the old hive frames in the brazier", "burns the old rags": no hurt.
* Controls: "burns the back of her hand", "the roof of her mouth", "the tips of her fingers",
  "a finger", "her palm", "herself": a hurt.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def hurt(lex, text: str) -> bool:
    return any(e.kind == "injury" and e.is_actual_self
               for e in perceive(text, lex, observer="Ana"))


@pytest.mark.parametrize("text", [
    "Ana burns the old hive frames in the brazier.",
    "Ana burns the old rags behind the pottery studio.",
    "Ana burns the broken crates on the beach.",
])
def test_a_thing_burnt_is_no_hurt(lex, text):
    assert not hurt(lex, text), text


def test_a_part_burnt_is_a_hurt(lex) -> None:
    def one_case(text):
        assert hurt(lex, text), text

    cases = [
        "Ana burns the back of her hand on the kiln.",
        "Ana burns the roof of her mouth on the soup.",
        "Ana burns the tips of her fingers on the tray.",
        "Ana burns a finger on the pan.",
        "Ana burns her palm on the kiln door.",
        "Ana burns herself on the stove.",
    ]
    assert failing_cases(one_case, cases) == []
