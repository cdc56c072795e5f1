"""Idioms built on a social word that name no company: composure regained ("pulls herself
together", "gets her act together"), a target met ("meets the deadline", "meets her match"), a
website or a toilet visited, the time or a difference told, leaning out of a window ("hangs out of
the window"), oneself talked into something, money or a plan put together. Company kept: meeting,
hanging out with and telling someone."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def social(lex, text: str, observer: str = "Ana") -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = [("Ana", "s", "herself", "her"), ("I", "", "myself", "my"),
            ("You", "", "yourself", "your")]
IDIOMS = ["pull{s} {r} together and go{es} back in", "get{s} {o} act together at last",
          "meet{s} the deadline with an hour to spare", "meet{s} {o} match on the squash court",
          "visit{s} the website to check the forecast", "visit{s} the loo before the film",
          "tell{s} the time by the sun", "hang{s} out of the window to see the parade",
          "talk{s} {r} into a second slice", "scrape{s} together enough money for the ticket"]


def test_idioms_are_no_company(lex):
    cases = [f"{subj} {i.format(s=s, es='es' if s else '', r=r, o=o)}." for (subj, s, r, o), i in
             itertools.product(SUBJECTS, IDIOMS)]
    assert len(cases) == 30
    assert [t for t in cases if social(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Ana meets Tom at the website launch party and they chat for hours.",
    "Ana and Tom hang out at the beach all afternoon.",
    "Ana tells Tom the time of the train.",
    "Ana visits her gran and they chat about the garden.",
])
def test_company_kept(lex, text):
    assert social(lex, text)
