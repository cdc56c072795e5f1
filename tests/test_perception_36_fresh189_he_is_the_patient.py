"""A he or a she that "is the ..." (or "'s the ...") describes names no one new (session 36,
round fresh189): "Gabriel isn't working tonight; he's the patient this time, on a stretcher with
a kidney stone" made "the patient" someone else, and the kidney stone theirs. The noun after the
copula is now a predicate, as "Ana is the duty nurse" and "I'm the night cleaner" were, so the
ailment goes to the pronoun's referent. A row aimed at a room's part is no quarrel ("swearing
at the ceiling"). Controls: a "he" that is someone else keeps the ailment theirs; swearing at a
nurse stays a row.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_patient_is_the_pronoun_s_referent(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Gabriel") == {"illness"}, text

    cases = ["Gabriel isn't working tonight; he's the patient this time, on a stretcher with a "
             "kidney stone, swearing at the ceiling.",
             "Gabriel isn't working tonight; he is the patient, on a stretcher with a kidney "
             "stone."]
    assert failing_cases(one_case, cases) == []


def test_controls_someone_else_s_he_and_a_row_at_a_person(lex) -> None:
    text = "Tom sits beside Gabriel; he's the patient, with a kidney stone."
    assert actual_kinds(lex, text, "Gabriel") == set()
    assert other_kinds(lex, text, "Gabriel") == {"illness"}
    assert actual_kinds(lex, "Gabriel swears at the nurse.", "Gabriel") == {"conflict"}
    assert actual_kinds(lex, "Gabriel swears at the snow.", "Gabriel") == set()
