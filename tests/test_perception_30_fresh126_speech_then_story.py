"""Speech and the story after it (session 30, round fresh126): "and" + a new subject and its
verb after a speech verb is the story's own clause, not what is said ("Ingrid says, 'I can't
believe you did that,' and the two of them argue"), and "the two of them" are people named
in the narration, not the "I" and "you" of a quotation; after an unquoted "that", or as the
second of a joint subject ("says Bo and Ana eat"), the clause is still what is told. A status
record's quoted action field is the agent's act now, not speech ("Sigrid -> action: 'stock
shelf'"); prose with a colon after "action" is no field."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_and_a_new_subject_after_speech_is_the_storys_clause(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds

    cases = [
        ('Ana says, "I can\'t believe you did that," and the two of them argue in the back room.',
         {"conflict"}),
        ("Ana says, \u201cI can\u2019t believe you did that,\u201d and the two of them argue.",
         {"conflict"}),
        ('Ana yells, "That\'s my seat!" and the two of them start bickering.', {"conflict"}),
        ('Ana says, "Hi," and the two of them eat lunch.', {"eat", "socialize"}),
        ("Ana says hi to Tom and the two of them eat lunch.", {"eat", "socialize"}),
        ("Tom says hi to Bo and Ana eats lunch.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Tom tells Jo that Bo and Ana eat lunch at noon.",
    "Tom says Bo and Ana eat lunch at noon.",
])
def test_after_an_unquoted_that_or_in_a_joint_subject_the_clause_is_still_told(lex, text):
    assert actual_kinds(lex, text, "Ana") == set()
    assert other_kinds(lex, text, "Ana") >= {"eat"}


def test_a_records_quoted_action_field_is_the_act_now(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds

    cases = [
        ("[tick 1140] Ana -> action: 'stock shelf' | status: in progress", {"work"}),
        ("Ana -> action: 'eat lunch' | status: in progress", {"eat"}),
        ('Ana | activity: "eating a sandwich" | mood: calm', {"eat"}),
        ("action: 'eat lunch' | agent: Ana", {"eat"}),
        ("Tom says to Ana: 'eat lunch'", {"socialize"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_colon_after_action_in_prose_is_no_field(lex):
    text = "A light verb comes before its action: 'Ana falls ill'."
    assert actual_kinds(lex, text, "Ana") == set()
