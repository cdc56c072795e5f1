"""A person noun in -s right after a singular person noun owned by someone is a verb, the owned
person's, not a second person (session 36, round other: perception._verb_after_one_person):
"Olu's sister cooks, and they eat together". Controls: a collective before it, or a noun
phrase no owner opens.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_owned_persons_verb(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [("Olu's sister cooks dinner while Olu sleeps.", 'Olu', {'sleep'}),
             ('His mum nurses the baby while Olu eats.', 'Olu', {'eat'}),
             ("Olu's brother guards the gate while Olu sleeps.", 'Olu', {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('The crew cooks eat after the guests.', 'Olu', set()),
             ("Olu's sister cooks dinner.", 'Olu', set())]
    assert failing_cases(one_case, cases) == []
