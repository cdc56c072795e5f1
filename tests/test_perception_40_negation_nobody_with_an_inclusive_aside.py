"""A denial by "nobody", "no one" or "none of ..." reaches past an aside that puts someone
among those denied (session 40, round negation, perception._inclusive_aside): "nobody, Kenji
included, got hurt" and "No one, including Ana, slept" deny Kenji's hurt and Ana's sleep
(a comma otherwise ends the denial). Controls: "nobody except Ana" (she did it), an aside
that names no one included, and the threat beside the denied hurt stay.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_an_inclusive_aside_keeps_the_denial(lex) -> None:
    def one_case(case):
        observer, text, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [("Ana", "Nobody, Ana included, was hurt.", set()),
             ("Ana", "No one, including Ana, got any sleep.", set()),
             ("Ana", "Nobody, Ana included, slept.", set()),
             ("Ana", "None of us, Ana included, ate anything.", set()),
             ("Kenji", "The scaffold gave way just after Kenji stepped off it; nobody, Kenji "
                       "included, got hurt.", {"danger"})]
    assert failing_cases(one_case, cases) == []


def test_an_exception_or_a_plain_aside_is_no_inclusion(lex) -> None:
    assert actual_kinds(lex, "Nobody except Ana ate anything.", "Ana") == {"eat"}
    assert actual_kinds(lex, "Nobody came, so Ana, tired as ever, slept.", "Ana") == {"sleep"}
