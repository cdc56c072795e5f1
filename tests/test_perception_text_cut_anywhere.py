"""Perception never fails on a text cut off anywhere: a simulation may hand over a line that stops
mid-sentence (a token limit, a truncated log). Every look-ahead must stop at the text's end.

Each sentence below once raised IndexError because a rule looked one word past the last one.
The sweep cuts every line of the handed set at every word boundary, both ways.
"""

import json
from pathlib import Path

from helpers import failing_cases

import engine
from engine.perception import perceive

LEXICON = engine.load_ruleset("physiology").lexicon
HANDED = Path(__file__).parent / "data" / "observations.jsonl"


def test_a_rule_that_looks_past_the_last_word_stops_at_the_end() -> None:
    def one_case(text, observer, expected):
        events = perceive(text, LEXICON, observer=observer)
        assert [(e.kind, e.subject) for e in events] == expected

    cases = [
        # a place preposition as the last word ("over", "in")
        ("You explain the new rota to your colleague over", None, [("work", "self")]),
        ("Ana naps in", "Ana", [("sleep", "self")]),
        # a plan's "tomorrow" as the last word
        ("Quinn is packing her gym bag for tomorrow", "Quinn", []),
        # a name's "'s" as the last token
        ("You eat Tom's", None, [("eat", "self")]),
        ("The last sandwich is Tom's", "Ana", []),
    ]
    assert failing_cases(one_case, cases) == []


def _pieces():
    for raw in HANDED.read_text("utf-8").splitlines():
        line = json.loads(raw)
        words = line["text"].split(" ")
        for cut in range(1, len(words)):
            yield " ".join(words[:cut]), line["observer"]
            yield " ".join(words[cut:]), line["observer"]


def test_every_cut_of_every_handed_line_is_perceived_without_an_error():
    failures = []
    count = 0
    for piece, observer in _pieces():
        count += 1
        try:
            perceive(piece, LEXICON, observer=observer)
        except Exception as error:  # noqa: BLE001 (the test reports every failing piece)
            failures.append(f"{piece!r}: {type(error).__name__}: {error}")
    assert count > 2000
    assert failures == []
