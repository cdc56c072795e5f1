"""A danger denied by the kind's own name covers the threats told beside it (session 40,
round negation, perception._threat_denied_beside): "Femi was never in any real danger; the
fire was two streets away" is no threat to Femi, in the sentence or the one a semicolon or a
colon joins after it. Controls: a threat after "but", one in a new sentence after a full
stop, one denied for someone else, and an act beside the denial stay.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_danger_denied_covers_the_threat_beside_it(lex) -> None:
    def one_case(case):
        observer, text = case
        assert actual_kinds(lex, text, observer) == set(), text

    cases = [("Femi", "Femi was never in any real danger; the fire was two streets away."),
             ("Sunita", "Sunita was never in any danger; the fire was in the next block."),
             ("Ana", "Ana was not in danger: the flood stopped a mile from her house."),
             ("Ana", "You were never in any danger; the storm passed far to the north.")]
    assert failing_cases(one_case, cases) == []


def test_a_threat_after_a_contrast_a_stop_or_for_another_stays(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Ana") == want, text

    cases = [("Ana was not in danger, but then the wall gave way beside her.", {"danger"}),
             ("Ana was never in danger. The fire trapped her later that night.", {"danger"}),
             ("Ana's brother was never in danger; the fire reached Ana's room first.",
              {"danger"}),
             ("The fire was no danger to Ana; she ate her lunch on the porch.", {"eat"})]
    assert failing_cases(one_case, cases) == []
