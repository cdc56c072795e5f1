"""Plans: a day's timetable of items joined by arrows with a clock time among them, told with no
past verb ("Saturday (Niamh): 10:00 hair → 13:00 ceremony → dinner → dance till dawn", "Tue ->
gym 18:00 -> dinner with Bo") lists what is still to come. Items ticked off ("run ✓"), a log told
in the past ("06:30 ran 5k → 07:30 ate breakfast") and an agent's action log after its name
("Joaquín → drink(water jug)") stay done.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

LABELS = ["Saturday (Ana):", "Tue", "Friday:", "Ana's Sunday:", ""]
ARROWS = ["→", "->", "⇒"]
ITEMS = [("exercise", "09:00 run"), ("eat", "12:30 lunch with Ola"),
         ("exercise", "18:00 gym"), ("drink", "19:00 drinks with Bo"),
         ("socialize", "20:00 dinner with Bo")]


def test_a_timetable_is_ahead(lex) -> None:
    def one_case(label, arrow, first):
        items = ITEMS[first:] + ITEMS[:first]
        text = (label + " " if label else "") + f" {arrow} ".join(w for _, w in items[:3])
        got = actual_kinds(lex, text, "Ana")
        assert not got & {k for k, _ in items[:3]}, (text, got)

    cases = list(itertools.product(LABELS, ARROWS,
                                                                          range(len(ITEMS))))
    assert failing_cases(one_case, cases) == []


DONE = [("07:00 swim ✓ → 12:00 lunch with Ola ✓", "exercise"),
        ("06:00 woke → 06:30 ran 5k → 07:30 ate breakfast", "exercise"),
        ("06:00 woke → 06:30 ran 5k → 07:30 ate breakfast", "eat")]


@pytest.mark.parametrize("text,kind", DONE)
def test_a_log_of_what_was_done_stays_done(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


def test_an_agents_action_log_stays_done(lex):
    text = "[day 2 · 17:20] Joaquín → drink(water jug, 1 L) @ Castelvecchio: harvest shed"
    assert "drink" in actual_kinds(lex, text, "Joaquín")
