"""A plural person noun learns no gender from a singular pronoun and is no later referent for one
(session 36, round other: perception._mentions): "Ana's builders are tiling her bathroom while
she works from the café" is Ana's work. Control: a singular noun of the pronoun's gender
named after the observer still takes it.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_plural_is_no_she(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [("Ana's builders are tiling her bathroom while she works from "
              'the café.', 'Ana', {'work'}),
             ("Ana's sisters pour her a glass of wine and she drinks it.", 'Ana', {'drink'})]
    assert failing_cases(one_case, cases) == []


def test_controls_a_singular_of_the_gender(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Jovan shares his water with the girl at the well, and she '
              'drinks it all in one go.', 'Jovan', {'socialize'})]
    assert failing_cases(one_case, cases) == []
