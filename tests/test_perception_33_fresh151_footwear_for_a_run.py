"""Boots, shoes, skates or spikes got ready for a run put the run ahead (fresh151).

* "is lacing his boots for a run on the loop": like "trainers for" and "running kit for",
  footwear + "for" is a planned cue over the words right after it.
* Controls: the run itself, and footwear worn during the exercise.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ruben"


def test_footwear_got_ready_for_a_run_puts_it_ahead(lex) -> None:
    def one_case(verb, gear, run):
        text = f"Ruben {verb} his {gear} for {run}."
        assert actual_kinds(lex, text, OBSERVER) == set(), text
        assert "exercise" in other_kinds(lex, text, OBSERVER), text

    cases = [(verb, gear, run)
             for verb in ["is lacing", "laces", "pulls on", "is tying"]
             for gear in ["boots", "shoes", "skates", "spikes"]
             for run in ["a run on the loop", "a jog along the river", "a jog"]]
    assert failing_cases(one_case, cases) == []


def test_the_run_itself_is_still_done(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"exercise"}, text

    cases = [
        "Ruben laces his boots and runs five kilometres.",
        "Ruben goes for a run on the loop in his new shoes.",
        "Ruben jogs along the river for an hour.",
        "Ruben skates hard laps under the floodlights.",
    ]
    assert failing_cases(one_case, cases) == []
