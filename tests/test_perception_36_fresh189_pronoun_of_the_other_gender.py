"""A pronoun that opens a later clause is the observer's when everyone else named before it is
of the other gender (session 36, round fresh189): "Sophie finds Mathieu in the stairwell, and he
admits he has been throwing up since midnight; she sends him home and takes over his four
patients" is Sophie's work (a narrative task is never credited through a pronoun someone else
could own, and Mathieu, a man, and his "he" cannot own "she"). Controls: someone of the same
gender before it still blocks it, and the observer named after the other is no "he".
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_she_after_only_men_is_the_observer(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Sophie") == {"work"}, text

    cases = ["Sophie finds Mathieu in the stairwell, and he admits he has been throwing up "
             "since midnight; she sends him home and takes over his four patients.",
             "Sophie finds Mathieu in the stairwell; she takes over his four patients."]
    assert failing_cases(one_case, cases) == []


def test_controls_same_gender_or_other_doer(lex) -> None:
    assert actual_kinds(lex, "Sophie finds Léa in the stairwell; she takes over her four "
                        "patients.", "Sophie") == set()
    assert actual_kinds(lex, "Mathieu finds Sophie in the stairwell; he takes over her four "
                        "patients.", "Sophie") == set()
