"""A state fragment with no subject and no verb ("Still asleep.", ": sound asleep", "- sleeping
at last") right after someone the observer checked on or looked in on is that person's state
(session 38, round other: perception._sought_state_fragment). With the observer named, "Ana
checks on the baby. Still asleep." was Ana's sleep. Controls: a verb's fragment keeps the
observer ("Then eats her lunch."), and so does a state after no one sought.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_one_checked_on_is_in_the_state(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Ana checks on the baby. Still asleep.', 'Ana', set(), {'sleep'}),
             ('Ana checks on the baby - still asleep.', 'Ana', set(), {'sleep'}),
             ('Ana checks on the baby: sound asleep.', 'Ana', set(), {'sleep'}),
             ('Ana looks in on Grandma. Fast asleep.', 'Ana', {'socialize'}, {'sleep'}),
             ('Ana looks in on her grandma: asleep in her chair.', 'Ana', {'socialize'},
              {'sleep'}),
             ('Checked on the baby. Still asleep.', None, set(), {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Ana checks on the baby. Then eats her lunch.', 'Ana', {'eat'}),
             ('Ana checks on the baby, then naps.', 'Ana', {'sleep'}),
             ('Ana waits for Bo. Still hungry, she eats a roll.', 'Ana', {'eat'}),
             ('Ana looks after the twins all day. Exhausted, she falls asleep at nine.', 'Ana',
              {'sleep'})]
    assert failing_cases(one_case, cases) == []
