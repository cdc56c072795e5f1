"""A loose thing that falls or drops "near" a person named right after it is a near miss for
them, as "beside" and "behind" were (session 39, round danger; lexicon
``danger.near_miss.near``): "a small pebble falls from the cave roof near Rustam", "a lump of
soot drops down the chimney near Thomas". Controls: a beast "near" someone's thing stays
scenery ("the bear never came near Ingrid's hut"), weather and light things
(``near_miss.harmless``: snow, leaves) are none, and "near the door" names no one.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_falling_thing_near_someone_is_a_near_miss(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [("A small pebble falls from the cave roof near Rustam, and rolls away.", "Rustam"),
             ("A lump of soot drops down the chimney near Thomas, startling but harmless.",
              "Thomas"),
             ("A branch falls near Ana's tent.", "Ana"),
             ("A slate slides off the roof and shatters near Ana.", "Ana")]
    assert failing_cases(one_case, cases) == []


def test_what_falls_near_no_one_or_harmlessly_is_none(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("The bear turned away and never came near Ingrid's hut.", "Ingrid"),
             ("Snow falls near Ana all night.", "Ana"),
             ("A leaf drops near Ana as she reads.", "Ana"),
             ("Ana drops her bag near the door.", "Ana"),
             ("Ana falls asleep near the fire.", "Ana")]
    assert failing_cases(one_case, cases) == []
