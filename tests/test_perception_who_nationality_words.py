"""Who did what: a nationality's adjective ("Hungarian", "Dutch", "Polish") is no one's name, so
"Ana, who is Hungarian, eats goulash" is Ana's meal. A nationality noun phrase before a verb is
still someone else ("the Hungarian woman eats", "the Polish lads drink", "the Hungarian eats").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

NATIONS = ["Hungarian", "Dutch", "Polish", "Brazilian", "Japanese", "Nigerian", "Scottish"]
ACTS = [("eat", "eats a bowl of goulash"), ("sleep", "naps on the sofa"),
        ("drink", "drinks a beer")]


def test_the_observers_nationality_is_no_name(lex) -> None:
    def one_case(nation, act):
        kind, words = act
        text = f"Ana, who is {nation}, {words}."
        assert kind in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(NATIONS, ACTS))
    assert failing_cases(one_case, cases) == []


def test_someone_of_a_nationality_is_someone_else(lex) -> None:
    def one_case(nation, act, frame):
        kind, words = act
        plural = words.replace("eats", "eat").replace("naps", "nap").replace("drinks", "drink")
        text = frame.format(n=nation, a=words, a2=plural)
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        NATIONS, ACTS, ["The {n} woman {a} while Ana waits.", "While Ana waits, the {n} man {a}.",
                        "Ana sits at the bar; the {n} couple next to her {a2}."]))
    assert failing_cases(one_case, cases) == []
