"""A name after a place word opening its sentence is someone when an irregular past act follows
it (session 34, round otheragent34).

* "Kenji marks homework. Outside Tom went for a run", "Inside Marta fell asleep": a capitalised
  word right after a place word is judged by the action after it (design choice, session 10);
  an irregular past that the lexicon also holds as a base (went, fell, got, lay, woke) did not
  count as one, so the name was read as a place and the act went to the observer (a leak).
  "Outside Tom eats a pie" and "Outside Tom ran laps" were already someone's.
* Controls: a place with an owner's "'s" ("outside Tom's office"), a real place ("went to
  Lisbon and fell asleep", "In Kent Kenji went swimming") and the observer's own coordinated act
  stay as they were.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

PLACES = ["Outside", "Inside", "Upstairs", "In Paris", "Next door"]
NAMES = ["Tom", "Marta", "Oluwaseun"]
PASTS = [("went for a run", "exercise"), ("fell asleep", "sleep"), ("got drunk", "drink"),
         ("lay down for a nap", "sleep"), ("went swimming", "exercise")]


def test_a_name_after_a_fronted_place_before_an_irregular_past_is_someone(lex) -> None:
    def one_case(place, name, past):
        text = f"Kenji marks homework. {place} {name} {past[0]}."
        assert actual_kinds(lex, text, "Kenji") == {"work"}, text

    cases = list(itertools.product(PLACES, NAMES, PASTS))
    assert failing_cases(one_case, cases) == []


def test_name_after_place_controls(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Kenji") == expected, text

    assert failing_cases(one_case, [
        ("Kenji waits outside Tom's office and eats a pie.", {"eat"}),
        ("Kenji went to Lisbon and fell asleep.", {"sleep"}),
        ("In Kent Kenji went swimming.", {"exercise"}),
        ("Kenji waits outside Tom's flat and went for a run.", {"exercise"}),
        ("Outside, Kenji went for a run.", {"exercise"}),
    ]) == []
