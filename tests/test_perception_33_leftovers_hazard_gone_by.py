"""A hazard told as gone by is no danger now (session 33, round leftovers).

* A past "passed" (also "passed over", "passed by") or "stopped" right after the hazard, or
  after a few auxiliaries, that closes its sentence (or "and"/"but" follows) or whose clause
  ends on "ago" tells the threat over (core.yaml ``danger.benign.past.ending_at_close``): "The
  storm passed.", "The storm passed over the town an hour ago.", "The aftershocks have
  stopped." A hazard that "moved on" is gone elsewhere (``past.ending``). "The storm has
  passed and the sun is out" was already denied (a negation cue): the other wordings now agree.
* Controls: a hazard passing now or going on past the verb stays ("the storm is passing right
  over us", "the van stops inches from her"), and so does a present or a future passing ("Lio
  waits for the storm to pass", "once the storm passes"); a near miss passing someone is
  theirs ("a truck passed inches from him").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

HAZARDS = ["The storm", "The blizzard", "The hurricane", "The squall", "The gale",
           "The aftershocks", "The tremors"]
ENDINGS = ["passed.", "has passed.", "passed over the town an hour ago.", "passed two days ago.",
           "stopped.", "have stopped.", "passed by.", "passed, and the sun is out."]


def test_a_hazard_that_passed_is_no_danger_now(lex) -> None:
    def one_case(hazard, ending):
        assert actual_kinds(lex, f"{hazard} {ending}", "Ana") == set()

    cases = list(itertools.product(HAZARDS, ENDINGS))
    assert failing_cases(one_case, cases) == []


def test_a_hazard_that_moved_on_is_no_danger_now(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set(), text

    cases = ["The fire moved on to the next valley.", "The wildfire has moved on.",
             "The storm moved on overnight.", "The blaze moved on towards the hills.",
             "The storm blew over.", "The squall has blown over.",
             "The storm passed hours ago and the sea is calm.",
             "The tremors stopped an hour ago.", "The flood has passed.",
             "The hailstorm passed before dawn."]
    assert failing_cases(one_case, cases) == []


def test_a_hazard_passing_now_or_ahead_stays(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ana"), text

    cases = ["The storm is passing right over us.", "The storm passes right over Ana's tent.",
             "The avalanche stopped, inches from the hut.", "A storm hits the harbour.",
             "The fire is moving towards Ana's house.", "The gale has not stopped all night.",
             "Ana waits for the storm to pass.", "The storm rages on and has not passed.",
             "The flood passed through the ground floor while Ana was upstairs.",
             "The storm is overhead and Ana hides in the cellar."]
    assert failing_cases(one_case, cases) == []


def test_a_near_miss_passing_someone_else_is_theirs(lex) -> None:
    text = "A truck passed inches from him."
    assert actual_kinds(lex, text, "Ana") == set()
    assert "danger" in other_kinds(lex, text, "Ana")
