"""Someone picked up or woken up ("picks up her daughter", "wakes up her son") is sought, as
someone checked on is: a he/she opening the next sentence that fits both is theirs (session 38,
round other: "up" joins perception._SOUGHT_MARKS). "Ana picks up her daughter. She has been sick
at school." was Ana's illness. Controls: a thing picked up ("the phone", "his tent") leaves the
pronoun the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_one_picked_up(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Ana picks up her daughter. She has been sick at school.', 'Ana', set(),
              {'illness'}),
             ('Ana picks up the girl. She has been sick at school.', 'Ana', set(), {'illness'}),
             ('Tom picks up his son. He has been sick at school.', 'Tom', set(), {'illness'}),
             ('Ana picks up the baby. Still asleep.', 'Ana', set(), {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Tom sets up his tent. He is exhausted and sleeps at once.', 'Tom', {'sleep'}),
             ('Ana picks up the phone. She is exhausted and naps.', 'Ana', {'sleep'})]
    assert failing_cases(one_case, cases) == []
