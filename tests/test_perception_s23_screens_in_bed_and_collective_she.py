"""Two rest classes:

- A screen watched, a crossword finished or a phone scrolled in bed, in a bunk or on a sofa
  ("is watching Fight Club in bed on his laptop", "finished the crossword in bed", "scrolls her
  phone on the sofa for an hour") is rest, as reading there already was: the labelled sets
  call eight of nine such lines rest. Only beds and lounging seats count (rest's verb entries
  with their own ``objects``): watching the kids on the beach is none.
- A singular "she"/"he" is no collective noun ("can't call her family tonight, so she plays
  solitaire on her bunk": she is the observer, not the family), as it is no plural one
  ("Emeka's friends swim, but he stays")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Chidi"


def test_a_screen_or_a_puzzle_in_bed_or_on_a_sofa_is_rest(lex) -> None:
    def one_case(text):
        observer = None if text.startswith("I ") else OBSERVER
        assert "rest" in actual_kinds(lex, text, observer)

    cases = [
        "Chidi is watching Fight Club in bed on his laptop, a bowl of popcorn beside him.",
        "Chidi watches a baking show on the sofa.",
        "I finished the crossword in bed while my husband went for a swim in the sea.",
        "Chidi scrolls his phone on the sofa for an hour.",
        "Chidi is watching a documentary in his bunk @ station: crew quarters",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Chidi watches the kids on the beach.",
    "Chidi watches the football on the big screen at the pub.",
    "Chidi's flatmate is watching a film in bed while Chidi washes up.",
])
def test_watching_elsewhere_or_someone_elses_screen_is_no_rest(lex, text):
    assert "rest" not in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Chidi can't call his family tonight because the link is down, so he plays solitaire on "
    "his bunk.",
    "Chidi can't reach his crew on the radio, so he lies on his bunk with a book.",
])
def test_a_singular_pronoun_is_no_collective(lex, text):
    assert "rest" in actual_kinds(lex, text, OBSERVER)


def test_a_singular_pronoun_still_takes_a_single_person(lex):
    text = "Chidi phones his family; his brother says he has been lying on the sofa all day."
    assert "rest" not in actual_kinds(lex, text, OBSERVER)
