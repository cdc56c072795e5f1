"""A record's field named by a role and holding a name: the role is the label, not someone else.

"Status | driver: Bernadette | state: SLEEPING | location: sleeper cab" is Bernadette's sleep;
the person word before the colon ("driver", "nurse", "patient") names the field. Negative
controls: the field holding someone else's name stays theirs, and a speaker tag before speech
("Nurse: Bernadette, time for your tablets") is still someone.
"""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive


def events(lex, text: str, observer: str = "Bernadette"):
    return perceive(text, lex, observer=observer)


def actual(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


def others(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.subject == "other" and not e.negated}


ROLES = ["driver", "nurse", "patient", "guest", "Driver", "cook"]
STATES = [("SLEEPING", "sleep"), ("sleeping", "sleep"), ("eating lunch", "eat"),
          ("drinking tea", "drink")]
SEPARATORS = [(" | ", " | location: sleeper cab"), ("; ", ""), (" | ", "")]


def test_role_label_holding_the_observer(lex) -> None:
    def one_case(role, state, sep):
        value, kind = state
        bar, tail = sep
        text = f"Status | {role}: Bernadette{bar}state: {value}{tail}"
        assert kind in actual(lex, text)

    cases = list(itertools.product(ROLES, STATES, SEPARATORS))
    assert failing_cases(one_case, cases) == []


def test_role_label_holding_someone_else(lex) -> None:
    def one_case(role, state):
        value, kind = state
        text = f"Status | {role}: Tomasz | state: {value} | location: sleeper cab"
        assert kind not in actual(lex, text)
        assert kind in others(lex, text)

    cases = list(itertools.product(ROLES, STATES))
    assert failing_cases(one_case, cases) == []
