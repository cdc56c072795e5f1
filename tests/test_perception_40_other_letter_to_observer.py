"""A text that opens by greeting the observer by name ("Hi Ana,", "Dear Ana,", "Hey Ana,") is
a letter or a message written to them: its "I" and its subjectless lines are the writer's
(session 40, round other: perception._greeting_to_observer). "Hi Ana, threw up all night,
won't make it in. Bo" was Ana's vomiting. Controls: the observer greeting someone else, a
greeting to a group, and a bare diary line stay the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_letter_to_the_observer_is_the_writers(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [("Hi Ana, threw up all night, won't make it in today. Cheers, Bo", 'Ana', set(),
              {'illness'}),
             ("Dear Ana, I threw up all night and won't be in. Love, Bo", 'Ana', set(),
              {'illness'}),
             ('Hey Ana, just got back from a 10k run, knackered!', 'Ana', set(), {'exercise'}),
             ("Hi Ana, I've been vomiting since midnight, sorry. Bo", 'Ana', set(), {'illness'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [("Hi Bo, I'm ill, sorry.", 'Ana', {'illness'}),
             ('Hi everyone, just ate a huge lunch', 'Ana', {'eat'}),
             ('Morning! Slept badly, ate a big breakfast.', 'Ana', {'eat', 'sleep'}),
             ('Ana ate, then said hi to Bo.', 'Ana', {'eat'})]
    assert failing_cases(one_case, cases) == []
