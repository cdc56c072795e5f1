"""Someone tells the observer something that opens with a pronoun right after the observer's
name ("Mira tells Corin she broke her arm skiing last winter"): the who-did-what check for a new
subject between two mentions met an empty span there and raised IndexError. The telling is the
observer's company; what is told stays the teller's.
"""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Corin"
SPEAKERS = ["Mira", "Grete", "His sister", "The warden"]
VERBS = ["tells", "reminds", "warns"]
TOLD = ["she broke her arm skiing last winter", "she is too tired to eat",
        "he slept badly, and he tells her about his own fall"]


@pytest.mark.parametrize(("speaker", "verb", "told"),
                         list(itertools.product(SPEAKERS, VERBS, TOLD)))
def test_a_pronoun_right_after_the_listener_does_not_crash(lex, speaker, verb, told):
    events = perceive(f"{speaker} {verb} Corin {told}.", lex, observer=OBSERVER)
    assert not any(e.kind in ("injury", "exercise", "eat") and e.is_actual_self for e in events)


@pytest.mark.parametrize(("speaker", "told"), list(itertools.product(SPEAKERS, TOLD)))
def test_being_told_is_company(lex, speaker, told):
    events = perceive(f"{speaker} tells Corin {told}.", lex, observer=OBSERVER)
    assert any(e.kind == "socialize" and e.is_actual_self for e in events)
