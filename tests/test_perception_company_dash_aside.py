"""Company: a short aside set off by dashes ("argues — loudly — with her mother-in-law") leaves
the companion word "with" in the clause of the verb before it, so it gives way to that verb's
kind (a quarrel, a job, a workout) as it does with no aside. Negative controls: a talk with an
aside keeps its company; a longer stretch between dashes, or one with its own punctuation, is
left as it was."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

DASHES = ["\u2014", "\u2013"]
ASIDES = ["loudly", "yet again", "for the third time today"]
PARTNERS = ["her mother-in-law", "the caterer", "Ngozi", "her cousins"]
BUSY = [("argues", "conflict"), ("quarrels", "conflict"), ("sprints", "exercise")]


@pytest.mark.parametrize("dash,aside,partner,busy",
                         list(itertools.product(DASHES, ASIDES, PARTNERS, BUSY)))
def test_companion_after_an_aside_yields_to_the_verb_before(lex, dash, aside, partner, busy):
    verb, kind = busy
    got = actual_kinds(
        lex, f"Chidinma {verb} {dash} {aside} {dash} with {partner} about the colour", "Chidinma")
    assert kind in got
    assert "socialize" not in got


@pytest.mark.parametrize("dash,aside,partner",
                         list(itertools.product(DASHES, ASIDES, PARTNERS)))
def test_talk_with_an_aside_keeps_its_company(lex, dash, aside, partner):
    got = actual_kinds(lex, f"Chidinma chats {dash} {aside} {dash} with {partner} about the colour",
                       "Chidinma")
    assert "socialize" in got


@pytest.mark.parametrize("dash,partner", list(itertools.product(DASHES, PARTNERS)))
def test_aside_with_its_own_punctuation_is_left_alone(lex, dash, partner):
    # a comma inside: the stretch is a clause of its own, the companion stays company
    got = actual_kinds(lex, f"Chidinma argues with Ada {dash} then, later {dash} with {partner}",
                       "Chidinma")
    assert "conflict" in got
    assert "socialize" in got
