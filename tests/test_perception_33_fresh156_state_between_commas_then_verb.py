"""Session 33 (fresh156): "Name, <ailment>, <adverb> <verb>s ..." is narration, no command.

A body's state between the observer's name and a comma is the name's, now, when a verb's
third-person form follows the comma (session 30). The verb may now come after an adverb
("still", "now", "slowly": "Kenji, feverish and sniffling, still deletes duplicate records",
ho156-097, read as a command "Kenji, feverish!"), and may be one the lexicon does not inflect
("deletes", "recalibrates") when a word that is no preposition follows it. A command stays one
("Kenji, rest, doctor's orders").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Kenji"


def test_an_ailment_between_commas_before_a_verb_is_the_observers(lex) -> None:
    def one_case(state, lead, verb):
        text = f"Kenji, {state}, {lead}{verb}."
        assert "illness" in actual_kinds(lex, text, OBSERVER), text

    cases = list(itertools.product(
        ("feverish", "feverish and sniffling", "nauseous", "sick", "dizzy from the heat"),
        ("still ", "now ", "slowly ", ""),
        ("deletes old files", "recalibrates the dosing pump", "sits by the window",
         "sorts the seed trays")))
    assert failing_cases(one_case, cases) == []


def test_a_command_to_rest_stays_a_command(lex) -> None:
    assert "rest" not in actual_kinds(lex, "Kenji, rest, doctor's orders.", OBSERVER)
