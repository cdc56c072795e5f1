"""Struck on a body part is a hurt, as hit is (session 32, fresh144).

* "A falling tile hit Yui's shoulder" was an injury, "A rock struck Yui's head" none: "strike"
  joins the injury verbs that take a body part.
* Controls: with no body part it is no hurt ("the clock strikes two", "struck a match", "the
  workers strike"); someone else struck is theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Yui"


def test_struck_on_a_body_part_is_an_injury(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"injury"}

    cases = [
        "A rock struck Yui's head.",
        "A falling tile struck Yui's shoulder.",
        "Yui was struck on the shoulder by a tile.",
        "Yui was struck on the temple by a flying shuttle.",
        "Yui strikes her head on the low beam.",
        "You strike your knee on the corner of the counter.",
        "I struck my elbow on the door frame.",
        "A swinging crate strikes Yui's hip.",
        "Yui struck her shin on the step in the dark.",
        "The branch struck Yui's arm as it fell.",
    ]
    assert failing_cases(one_case, cases) == []


def test_struck_with_no_body_part_or_someone_else_is_no_injury_of_the_observer(lex) -> None:
    assert actual_kinds(lex, "The clock strikes two and Yui sleeps.", OBSERVER) == {"sleep"}
    assert actual_kinds(lex, "Yui struck a match.", OBSERVER) == set()
    text = "From the steps Yui sees a fisherman fall and strike his head on the hull."
    assert actual_kinds(lex, text, OBSERVER) == set()
    assert other_kinds(lex, text, OBSERVER) == {"injury"}
