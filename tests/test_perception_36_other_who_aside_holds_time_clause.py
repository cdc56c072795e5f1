"""An aside "who" clause (after a comma) holds a clause of time or cause opened inside it: its
verb is its own subject's, not the main verb ending the relative (session 36, round other:
_RELATIVE_TIME_LINKS). "Mara hands the baby to her husband, who rocks him until he sleeps" is
the baby's sleep. Control: a "who" with no comma still ends at the main verb ("the man who
waited until you left eats a sandwich").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_pronoun_inside_stays_a_subject(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Mara hands the baby to her husband, who rocks him until he sleeps.', 'Mara', set()),
             ('Mara gives her son to her husband, who rocks him until he sleeps.', 'Mara', set()),
             ('Sam hands the baby to his wife, who nurses her until she sleeps.', 'Sam', set())]
    assert failing_cases(one_case, cases) == []


def test_controls_no_comma_and_the_observer(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('The man who waited until you left eats a sandwich.', 'Mara', set()),
             ('Mara calls her mother, who talks until she falls asleep.', 'Mara', {'socialize'})]
    assert failing_cases(one_case, cases) == []
