"""A serving counted by an ordinal opens a fragment after a sentence's, a bracket's or a chat
turn's start, and after a chat interjection ("omg", "lol").

Until session 22 a later module-level list of the same name (the openers of a bare animal word
in a chat line) silently replaced the serving's own list, so a semicolon or a bracket before the
ordinal lost the drink. Each list now has its own name.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_counted_serving_after_each_fragment_opener(lex) -> None:
    def one_case(text, observer, expected):
        assert actual_kinds(lex, text, observer) == expected

    cases = [
        ("Long night; third espresso of the morning for Pieter.", "Pieter", {"drink"}),
        ("Pieter grins (second pint of the night) and orders chips.", "Pieter", {"drink"}),
        ("Pieter: omg third espresso of the morning", "Pieter", {"drink"}),
        ("[chat] Pieter: third espresso of the morning", "Pieter", {"drink"}),
        # "a second pint": no count of one's own
        ("Pieter: a second pint of the night", "Pieter", set()),
        # the bare animal word of a chat fragment keeps its own openers
        ("[Ana] omg snake in my boot!!", "Ana", {"danger"}),
        ("Ana: bear outside my tent.", "Ana", {"danger"}),
    ]
    assert failing_cases(one_case, cases) == []
