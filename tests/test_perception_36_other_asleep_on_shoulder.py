"""Someone falling asleep on the observer's shoulder or chest is no weight that hurts it (session
36, round other: core.yaml kinds.injury.crushed.not_objects gains "asleep"). Control: a weight
dropped on a foot still hurts it.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_sleeper_is_no_crushing_weight(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Tom falls asleep on your shoulder.', 'Ines', set()),
             ('The baby falls asleep on your chest.', 'Ines', set()),
             ('The toddler fell fast asleep on your lap.', 'Ines', set())]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Tom drops the crate on your foot.', 'Ines', {'injury'}),
             ("You fall asleep on Tom's shoulder.", 'Ines', {'sleep'})]
    assert failing_cases(one_case, cases) == []
