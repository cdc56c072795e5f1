"""Two ``verbs`` entries of one verb in a kind add up their objects (session 36,
engine.lexicon._verb_objects): before, the later entry's objects replaced the earlier one's, so
two rounds' ``drive`` entries (a fare driven, a run to a call) kept only the fare, and a
designer's lexicon adding objects to a bundled verb would have dropped the bundled ones.
"""

from __future__ import annotations

from helpers import actual_kinds

from engine.lexicon import _verb_objects


def test_objects_of_two_entries_of_one_verb_add_up() -> None:
    spec = {"objects": ["report"],
            "verbs": [{"term": "drive", "window": 9, "objects": ["to a call"]},
                      {"term": "drive", "window": 3, "private": True, "alone": True,
                       "objects": ["passenger"]},
                      {"term": "file", "private": True, "objects": ["claim"]}]}
    assert _verb_objects(spec) == {"drive": frozenset({"to a call", "passenger"}),
                                   "file": frozenset({"claim", "report"})}


def test_the_bundled_drive_takes_a_fare_and_a_run_to_a_call(lex) -> None:
    assert actual_kinds(lex, "Ana is driving the rig through the snow to a call.", "Ana") == {
        "work"}
    assert actual_kinds(lex, "You are driving a passenger to Lekki.", "Ana") == {"work"}
    assert actual_kinds(lex, "Ana drives past a passenger at the stop.", "Ana") == set()
