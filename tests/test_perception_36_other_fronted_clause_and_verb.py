"""A verb after "and" goes on with the main clause's subject named right after a fronted
subordinate clause's comma, not with the subordinate clause's subject (session 36, round
other: perception._fronted_main_subject); an owner opening the main clause hands it to the
person it owns. "After Dev fell asleep, his brother stayed up and finished the pizza" is the
brother's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_main_clauses_subject_goes_on(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('After his brother fell asleep, Dev stayed up and finished '
              'the pizza.', 'Dev', {'eat'}),
             ('After Dev fell asleep, his brother stayed up and finished '
              'the pizza.', 'Dev', {'sleep'}),
             ("After Dev fell asleep, Dev's brother stayed up and finished "
              'the pizza.', 'Dev', {'sleep'}),
             ('While his wife slept, Dev got up and made himself a coffee '
              'and drank it.', 'Dev', {'drink'})]
    assert failing_cases(one_case, cases) == []


def test_controls_someone_else_in_the_main_clause(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Once the kids were asleep, their mum sat down and ate.', 'Dev', set()),
             ('Before you arrived, Tom ate and left.', 'Dev', set())]
    assert failing_cases(one_case, cases) == []
