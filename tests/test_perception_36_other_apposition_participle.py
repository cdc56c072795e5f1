"""An apposition renaming the observer may carry a participle phrase before its closing comma, as
it carried a prepositional one (session 36, round other: perception._predicate): "Mina, the
guard posted at the gate, has fallen asleep" is Mina's sleep. Controls: no observer before the
noun phrase, or a fronted place phrase before it.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_observer_renamed_sleeps(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Mina, the guard posted at the gate, has fallen asleep in her'
              ' chair.', 'Mina', {'sleep'}),
             ('Mina, the guard at the gate, has fallen asleep.', 'Mina', {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls_someone_else(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('The guard posted at the gate has fallen asleep.', 'Mina', set()),
             ('Near Mina, the guard posted at the gate has fallen asleep.', 'Mina', set()),
             ('Inside, the guard posted at the gate has fallen asleep.', 'Mina', set())]
    assert failing_cases(one_case, cases) == []
