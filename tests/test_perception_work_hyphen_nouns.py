"""A seeing word that heads a hyphenated compound after a determiner is a noun, not a cue.

"Mr Abara updates the late-pass register", "I've just come off a twelve-hour watch in the
engine control room, logging fuel pressures": ``pass`` and ``watch`` there are things (the
second half of "late-pass", the noun after "twelve-hour"), so what follows is no one else's
doing seen by the observer. Controls: a plural subject before the verb ("the dog-walkers watch
Tom eating") and a third-person verb ("a dog-walker passes Tom eating") stay witness cues.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

COMPOUNDS = ["the late-pass register", "the day-pass register", "the guest-pass register"]
DOERS = ["Ana updates {c}.", "Ana files {c} in the office.", "You check {c} at the desk."]
WATCHES = ["a twelve-hour watch", "the four-hour watch", "a long-haul watch"]


def test_a_compound_pass_is_a_thing_worked_on(lex):
    wrong = [t for shape, c in itertools.product(DOERS, COMPOUNDS)
             if "work" not in actual_kinds(lex, t := shape.format(c=c), "Ana")]
    assert wrong == []


def test_a_compound_watch_is_a_stretch_not_seeing(lex):
    wrong = [t for w in WATCHES
             if "work" not in actual_kinds(
                 lex, t := f"I've just come off {w} in the engine control room, logging fuel "
                           "pressures every half hour.", "Ana")]
    assert wrong == []


def test_plural_or_finite_seeing_stays_a_cue(lex):
    texts = ["The dog-walkers watch Tom eating a pie.",
             "A dog-walker passes Tom eating a pie.",
             "The twelve-year-old sees Tom eating a pie."]
    wrong = [t for t in texts if "eat" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
