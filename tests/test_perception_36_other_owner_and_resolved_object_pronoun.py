"""An owner before someone else's subject is no party to a shared term whose object pronoun was
resolved to a third person (session 36, round other: perception._owns_person): "Ola's coach is
furious with the referee and yells at him" is the coach's row with the referee. A team's
players by position are people (goalkeeper, goalie, midfielder, defender, winger, striker).
Controls: a pronoun that points back at the owner still makes them the party.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_object_pronoun_resolved_elsewhere_leaves_the_owner_out(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [("Ola's coach is furious with the referee and yells at him.", 'Ola', set()),
             ("Ola's coach is furious with the goalkeeper and yells at him "
              'in front of the whole squad.', 'Ola', set()),
             ("Ola's coach is furious with the goalie and yells at her.", 'Ola', set()),
             ("Ola's brother is angry with the neighbour and shouts at her.", 'Ola', set())]
    assert failing_cases(one_case, cases) == []


def test_controls_a_pronoun_for_the_owner(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [("Ola's coach yells at him.", 'Ola', {'conflict'}),
             ("Ola's grandmother tells him a story.", 'Ola', {'socialize'})]
    assert failing_cases(one_case, cases) == []
