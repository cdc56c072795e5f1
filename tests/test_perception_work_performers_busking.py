"""A street performer's and a ring's work: busking, an act juggled, played, sung or danced
for tips, and a show's acts called by its ringmaster are work. Asking for tips (advice), a
negated or planned busk and someone else's act are not the observer's work."""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ravi"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


ACTS = {"Ravi": ["juggles for tips", "plays for tips", "sings for tips", "busks",
                 "is busking", "calls the acts"],
        "You": ["juggle for tips", "play for tips", "sing for tips", "busk", "are busking",
                "call the acts"]}
WHERE = ["outside the station", "on the old bridge", "in the market square"]


def test_an_act_for_tips_or_busking_is_work(lex):
    texts = [f"{s} {a} {w}." for s, acts in ACTS.items()
             for a, w in itertools.product(acts, WHERE)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_advice_negated_planned_or_someone_elses_act_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Ravi asks for tips on baking.",
        "Ravi didn't busk today.",
        "Ravi will busk tomorrow.",
        "A street performer is juggling for tips while Ravi watches.",
        "Ravi gives the busker a coin.",
    ]
    assert failing_cases(one_case, cases) == []
