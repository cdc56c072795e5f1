"""A "who" after a comma that follows a nearness phrase on a person ("the man next to Maeve, who")
goes back to the person placed, not to the one placed by (session 36, round other:
perception._beside_head). Controls: after a verb the phrase tells where the subject is, and
the nearest stays the antecedent ("Tom sits next to Maeve, who eats a sandwich").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_who_goes_back_to_the_person_placed(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('The bartender pours a pint for the man next to Maeve, who '
              'downs it in one.', 'Maeve', set()),
             ('The nurse brings soup to the woman beside Maeve, who eats it'
              ' slowly.', 'Maeve', set()),
             ('The waiter serves the girl opposite you, who drinks it at once.', 'Maeve', set()),
             ('The boy in front of Maeve, who had been coughing all night, '
              'falls asleep.', 'Maeve', set())]
    assert failing_cases(one_case, cases) == []


def test_controls_after_a_verb_the_nearest_stays(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Tom sits next to Maeve, who eats a sandwich.', 'Maeve', {'eat'}),
             ('Maeve sits next to the old man, who dozes off.', 'Maeve', set())]
    assert failing_cases(one_case, cases) == []
