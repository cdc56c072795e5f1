"""A thing dreaded is still ahead (session 37, round fresh196, lexicon ``cues.planned``
"dreading", "dreads"): "he is already dreading the argument" is no argument now, nor "dreads
the row with the landlord" nor "is dreading the night shift". Control: the adjective "dreaded"
("the dreaded flu has hit Greg") is had now, and a row had beside a dread stays.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_dreaded_event_is_planned(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Greg") == set(), text

    cases = ["Greg means to tackle the mayor tomorrow, and he is already dreading the argument.",
             "Greg dreads the row with the landlord.",
             "Greg is dreading the night shift.",
             "Greg was dreading the quarrel with his brother."]
    assert failing_cases(one_case, cases) == []


def test_controls_the_adjective_and_a_row_had(lex) -> None:
    assert actual_kinds(lex, "The dreaded flu has hit Greg at last.", "Greg") == {"illness"}
    assert actual_kinds(lex, "Greg argues with the mayor about the permit.", "Greg") == {
        "conflict"}
