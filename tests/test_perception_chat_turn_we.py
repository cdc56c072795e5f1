""""We" in someone else's chat turn is that speaker's party, told to the observer ("Oskar: come
up, we're doing a jigsaw"): what "we" did there is theirs, not the observer's; the observer's
own "we" stays a party with the observer in it.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def theirs(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


HEADERS = ["[Discord]\n", "[house chat]\n", "[#house-7 Discord]\n", ""]
PAIRS = [("Tali", "Oskar"), ("Pieter", "Aroha"), ("Mina", "Jo")]
SAID = [("we just ate a whole pizza", "eat"), ("we're having a pint at the Crown", "drink"),
        ("we had a nap after lunch", "sleep")]


def test_we_in_someone_else_s_turn_is_theirs(lex) -> None:
    def one_case(header, pair, said):
        me, other = pair
        text = f"{header}{me}: anyone around?\n{other}: {said[0]}\n{me}: nice"
        got = actual_kinds(lex, text, me)
        assert said[1] not in got, text
        assert "socialize" in got, text
        assert said[1] in theirs(lex, text, me), text

    cases = list(itertools.product(HEADERS, PAIRS, SAID))
    assert failing_cases(one_case, cases) == []


def test_we_in_the_observer_s_own_turn_is_theirs_too(lex) -> None:
    def one_case(header, pair, said):
        me, other = pair
        text = f"{header}{other}: anyone around?\n{me}: {said[0]}\n{other}: nice"
        assert said[1] in actual_kinds(lex, text, me), text

    cases = list(itertools.product(HEADERS, PAIRS, SAID))
    assert failing_cases(one_case, cases) == []
