"""An owner named after an ailment owns it only through a body part: "has sunstroke in the
nurse's tent" is the sufferer's (the tent is the nurse's place, no body), while "the gash on
Tom's forearm" is Tom's."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

AILMENTS = [("flu", "illness"), ("sunstroke", "illness"), ("a migraine", "illness"),
            ("a sprained ankle", "injury")]
PLACES = ["in the nurse's tent", "on Tom's sofa", "in the doctor's waiting room",
          "in her aunt's spare room"]


def events(lex, text: str, observer: str = "Ebru") -> list[tuple[str, str]]:
    return [(e.kind, e.subject) for e in perceive(text, lex, observer=observer)
            if e.mode == "actual" and not e.negated]


def test_an_ailment_in_someone_elses_place_is_the_sufferers(lex):
    cases = [(f"Ebru {verb} {a} {p}.", k) for (a, k), p, verb
             in itertools.product(AILMENTS, PLACES, ["has", "is being treated for"])]
    assert len(cases) == 32
    assert [t for t, k in cases if (k, "self") not in events(lex, t)] == []
    assert [t for t, k in cases if (k, "other") in events(lex, t)] == []


@pytest.mark.parametrize("text,kind", [("Ebru sees the gash on Tom's forearm.", "injury"),
                                       ("Ebru notices a bruise on Tom's face.", "injury"),
                                       ("Ebru dresses the burn on the chef's arm.", "injury")])
def test_an_ailment_on_someone_elses_body_part_is_theirs(lex, text, kind):
    got = events(lex, text)
    assert (kind, "other") in got and (kind, "self") not in got
