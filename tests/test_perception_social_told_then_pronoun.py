"""Someone tells the observer something that opens with a pronoun right after the observer's
name ("Mira tells Corin she broke her arm skiing last winter"): the who-did-what check for a new
subject between two mentions met an empty span there and raised IndexError. The telling is the
observer's company; what is told stays the teller's.
"""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Corin"
SPEAKERS = ["Mira", "Grete", "His sister", "The warden"]
VERBS = ["tells", "reminds", "warns"]
TOLD = ["she broke her arm skiing last winter", "she is too tired to eat",
        "he slept badly, and he tells her about his own fall"]


def test_a_pronoun_right_after_the_listener_does_not_crash(lex) -> None:
    def one_case(speaker, verb, told):
        events = perceive(f"{speaker} {verb} Corin {told}.", lex, observer=OBSERVER)
        assert not any(e.kind in ("injury", "exercise", "eat") and e.is_actual_self for e in events)

    cases = list(itertools.product(SPEAKERS, VERBS, TOLD))
    assert failing_cases(one_case, cases) == []


def test_being_told_is_company(lex) -> None:
    def one_case(speaker, told):
        events = perceive(f"{speaker} tells Corin {told}.", lex, observer=OBSERVER)
        assert any(e.kind == "socialize" and e.is_actual_self for e in events)

    cases = list(itertools.product(SPEAKERS, TOLD))
    assert failing_cases(one_case, cases) == []
