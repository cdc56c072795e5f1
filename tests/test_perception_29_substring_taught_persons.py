"""Session 29, round substring: a participle right before a person is that person's ("sleeping
patients", "working mothers"), but not an agent's verb whose clause subject or progressive
"is" stands right before it: then the person is its object, and the work is the subject's
("Ana is teaching pupils", "Ana invigilates Year 11", "You are teaching Year 9 history")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_person_after_an_agents_verb_is_its_object_and_the_work_the_subjects(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}
        assert "work" not in other_kinds(lex, text, observer)

    cases = [
        ("Ana", "Ana is teaching pupils."),
        ("Ana", "Ana is teaching Year 7 French."),
        ("Ana", "Ana teaches pupils to swim."),
        ("Ana", "Ana is invigilating students."),
        ("Ana", "Ana is repairing pupils' bikes."),
        ("Ana", "You are teaching Year 9 history."),
        (None, "I teach kids."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Ana passes working mothers on the stairs.", "work"),
    ("Ana is with sleeping patients.", "sleep"),
])
def test_a_participle_before_a_person_with_no_verb_of_the_observers_stays_theirs(lex, text, kind):
    assert actual_kinds(lex, text, "Ana") == set()
    assert other_kinds(lex, text, "Ana") == {kind}


def test_an_owner_word_before_the_term_is_no_subject_of_it(lex):
    assert other_kinds(lex, "Our haul truck driver", None) == {"work"}
    assert actual_kinds(lex, "Our haul truck driver", None) == set()
