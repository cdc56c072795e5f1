"""A day's duty or lesson missed, named bare, is not done.

"misses work because of the fever" had been work done: only "miss the ..." and a missed meal were
negation cues (core.yaml ``negation``). Work, school, class, practice and training named bare
after "miss" are now denied as a missed meal is; what else the line tells stays.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Halima"


def test_a_duty_missed_is_not_done(lex) -> None:
    def one_case(verb, duty, tail):
        kinds = actual_kinds(lex, f"Halima {verb} {duty}{tail}", OBSERVER)
        assert kinds.isdisjoint({"work", "exercise"}), kinds

    cases = [(v, d, t) for v in ["misses", "missed", "has missed", "is missing"]
             for d in ["work", "school", "class", "practice", "training"]
             for t in [".", " again.", " because of the fever.", " today."]]
    assert failing_cases(one_case, cases) == []


def test_what_else_the_line_tells_stays(lex) -> None:
    def one_case(text, expected):
        kinds = actual_kinds(lex, text, OBSERVER)
        assert kinds == expected, kinds

    cases = [("Halima misses work because of the fever.", {"illness"}),
             ("Halima misses training but goes for a swim.", {"exercise"}),
             ("Halima misses the bus and walks to work.", {"walk"}),
             ("Halima works a double shift, so she misses practice.", {"work"}),
             ("Halima doesn't miss work: she is at the till by seven.", {"work"})]
    assert failing_cases(one_case, cases) == []
