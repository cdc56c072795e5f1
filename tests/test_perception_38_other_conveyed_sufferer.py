"""An ailment after "with", told of someone conveyed to a place of care (or sent, rushed,
admitted), is the conveyed one's (session 38, round other: cues.vocabulary.conveying_verbs,
care_places, conveying_alone; perception._conveyed_sufferer). An object pronoun or a diary's
object is no subject, so "Ana takes him to A&E with a broken wrist" was Ana's wrist.
Controls: no one conveyed, or no place of care, leaves it the subject's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_conveyed_has_the_ailment(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Ana takes him to A&E with a broken wrist.', 'Ana', set(), {'injury'}),
             ('You drive her to hospital with chest pains.', None, set(), {'illness'}),
             ('Tom sends him home with a fever.', 'Tom', set(), {'illness'}),
             ('Took Mum to A&E with a broken wrist.', None, set(), {'injury'}),
             ('Drove Mum to A&E with chest pains.', None, set(), {'illness'}),
             ('Tom rushes her in with chest pains.', 'Tom', set(), {'illness'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Ana drives the kids to school with a splitting headache.', 'Ana', {'illness'}),
             ('Ana drives him to school with a headache.', 'Ana', {'illness'}),
             ('You take the bus to work with a cold.', None, {'illness'}),
             ('Took the train home with a migraine.', None, {'illness'}),
             ('Ana takes herself to A&E with a broken wrist.', 'Ana', {'injury'})]
    assert failing_cases(one_case, cases) == []
