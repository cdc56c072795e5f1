"""A workplace word naming part of a place that is no workplace frames no task (session 35,
round fresh178): "spreads the sheepskin on the floor of the hut, meaning to nap" is no job
(``engine.perception._part_of_a_place``); a shop's or a warehouse's floor stays the job's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_floor_of_a_hut_or_a_tent_frames_no_work(lex) -> None:
    def one_case(text, name):
        assert "work" not in actual_kinds(lex, text, name), text

    cases = [("Hilario spreads the sheepskin on the floor of the hut, meaning to nap as soon as"
              " the soup is cooked.", "Hilario"),
             ("Hilario unrolls the mat on the floor of the tent.", "Hilario"),
             ("Hilario lays the blanket on the floor of his room.", "Hilario")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_workplace_floor_stays_work(lex) -> None:
    def one_case(text, name):
        assert "work" in actual_kinds(lex, text, name), text

    cases = [("Hilario stacks the crates on the floor of the warehouse.", "Hilario"),
             ("Hilario restocks the shelves on the shop floor.", "Hilario"),
             ("Hilario stacks the crates on the floor.", "Hilario")]
    assert failing_cases(one_case, cases) == []
