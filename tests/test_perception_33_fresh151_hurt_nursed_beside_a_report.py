"""A hurt or an ailment nursed in a participle after a comma is the reader's own (fresh151).

* "waits by the radio for the supply flight update, nursing the fresh burn on his forearm": a
  report cue before the comma ("update", "news", "the paper") no longer makes the burn told;
  the comma part opens with an -ing word a few words before the term, as a meal sipped beside
  the reading already was.
* Controls: a hurt past a "that" clause stays reported; a speech verb's report stays told.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Kasimir"


def test_a_hurt_nursed_beside_a_report_is_had(lex) -> None:
    def one_case(first, nursed, kind):
        text = f"Kasimir {first}, {nursed}."
        assert actual_kinds(lex, text, OBSERVER) == {kind}, text

    cases = [(first, nursed, kind)
             for first in ["waits by the radio for the supply flight update",
                           "reads the weather update", "waits for news of the ship",
                           "reads the paper in the galley"]
             for nursed, kind in [("nursing the fresh burn on his forearm", "injury"),
                                  ("nursing a cut finger", "injury"),
                                  ("nursing a hangover", "illness"),
                                  ("clutching his bleeding hand", "injury")]]
    assert failing_cases(one_case, cases) == []


def test_a_hurt_past_a_that_clause_stays_told(lex) -> None:
    def one_case(text):
        assert "injury" not in actual_kinds(lex, text, OBSERVER), text

    cases = [
        "Kasimir reads that a bus crashed, injuring six.",
        "Kasimir hears on the radio that a roof collapsed, injuring several workers.",
    ]
    assert failing_cases(one_case, cases) == []
