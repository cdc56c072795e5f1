"""Who did what: a lower-case name in a chat line is the subject of a past that is also a
base form ("tomas fell asleep on the couch", "lena lay down") and of what follows a chat
handle's closing ">" ("<ana> jorge is eating pizza"): the act is that person's, never the
observer's.

Negative controls: the observer's own turn ("<ana> i am eating pizza"), a diary line with no
subject ("fell asleep on the couch"), and a typed adverb ("finaly fell asleep") stay the
observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["tomas", "jorge", "lena", "pemba"]
PASTS = {"sleep": "fell asleep on the couch", "rest": "lay down on the bunk for a rest"}
OPENERS = ["", "ana: ", "[02:10] ", "lol "]
TURNS = {"eat": "is eating pizza", "drink": "is drinking a beer", "sleep": "is asleep"}


def test_a_lower_case_name_before_a_base_like_past(lex) -> None:
    def one_case(name, kind, opener):
        text = f"{opener}{name} {PASTS[kind]}"
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(NAMES, PASTS, ["", "ana: "]))
    assert failing_cases(one_case, cases) == []


def test_a_lower_case_name_after_a_chat_handle(lex) -> None:
    def one_case(name, kind):
        text = f"<ana> {name} {TURNS[kind]}"
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(NAMES, TURNS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("kind,opener", list(itertools.product(PASTS, OPENERS)))
def test_the_observers_own_line_stays_theirs(lex, kind, opener):
    assert kind in actual_kinds(lex, f"{opener}i {PASTS[kind]}", "Ana"), opener
    assert kind in actual_kinds(lex, f"{PASTS[kind]}", "Ana"), kind


@pytest.mark.parametrize("kind", TURNS)
def test_the_observers_own_chat_turn_stays_theirs(lex, kind):
    assert kind in actual_kinds(lex, f"<ana> i am {TURNS[kind][3:]}", "Ana") or kind == "sleep"
    assert kind in actual_kinds(lex, f"<jorge> ana {TURNS[kind]}", "Ana"), kind
