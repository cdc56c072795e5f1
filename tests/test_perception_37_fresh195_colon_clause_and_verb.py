"""A verb after "and" in a clause a colon opens goes on with that clause's subject, also past a
finite verb of the observer's before the colon (session 37, round fresh195: a Tokyo convenience
store night shift): "Haruto reads a LINE message from the area manager: the night clerk ... was
punched ... and is getting stitches" is the clerk's hurt, not Haruto's. Controls: the
observer's own "and" verbs with no colon stay the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_and_verb_after_a_colon_clause_is_its_subject_s(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Haruto") == set(), text
        assert "injury" in other_kinds(lex, text, "Haruto"), text

    cases = ["Haruto reads a LINE message from the area manager: the night clerk at the Asagaya "
             "branch was punched by a drunk customer an hour ago and is getting stitches.",
             "Haruto reads a message: the clerk fell and is getting stitches.",
             "Haruto opens the email: the new hire crashed his bike and is getting stitches."]
    assert failing_cases(one_case, cases) == []


def test_controls_the_observer_s_own_and_verbs(lex) -> None:
    assert actual_kinds(lex, "Haruto cuts his hand and is getting stitches.",
                        "Haruto") == {"injury"}
    assert actual_kinds(lex, "Haruto reads the note and then gets stitches.",
                        "Haruto") == {"injury"}
