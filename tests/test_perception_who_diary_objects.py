"""Who did what: a diary line opening with a past verb and no subject ("Met Arjun at the
stall", "Saw the new intern, then ate a pie") is the writer's; who is named right after the
verb is its object, not the subject of what follows."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

VERBS = ["Met", "Visited", "Called", "Helped", "Saw", "Passed"]
PEOPLE = ["Arjun", "Tom", "the new intern", "my neighbour"]
ACTS = {"eat": "ate a pie", "drink": "had a pint", "sleep": "slept for an hour",
        "exercise": "went for a run"}


def test_a_subjectless_diary_line_is_the_writers_after_its_object(lex) -> None:
    def one_case(verb, who, kind):
        assert kind in actual_kinds(lex, f"{verb} {who} at the stall, then {ACTS[kind]}.", "Mira")

    cases = list(itertools.product(VERBS, PEOPLE, ACTS))
    assert failing_cases(one_case, cases) == []


def test_a_diary_verb_of_company_and_a_second_verb_are_both_the_writers(lex) -> None:
    def one_case(verb, who, kind):
        assert kind in actual_kinds(lex, f"{verb} {who} and {ACTS[kind]}.", "Mira")

    cases = list(itertools.product(VERBS[:4], PEOPLE, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", ["Arjun", "the new intern"])
def test_meeting_someone_is_the_writers_meeting(lex, who):
    assert "socialize" in actual_kinds(lex, f"Met {who} at the stall.", "Mira")


@pytest.mark.parametrize("text,kind", [
    # the one named acts: a name before its own verb, or a pronoun later on
    ("Drew Barrymore ate a pie.", "eat"),
    ("Rose ate a pie.", "eat"),
    ("Met Arjun; he ate a pie.", "eat"),
    ("Met the new intern; she had a pint.", "drink"),
    # not a diary verb: a subordinator, a preposition
    ("As Arjun ate a pie, Mira hummed.", "eat"),
    ("Across the road Arjun had a pint.", "drink"),
])
def test_someone_named_as_a_subject_keeps_their_act(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Mira")
