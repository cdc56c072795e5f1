"""The one a causative verb sets to an -ing task does it (session 38, round fresh202,
perception._causative_ing_doer): "Dusty never made it down to the dam for a swim; the boss had
him welding a broken gate until dark" is Dusty's work, not the boss's. With no one but the
boss for "him", the task stays someone else's.
"""

from __future__ import annotations

from helpers import actual_kinds, other_kinds


def test_the_one_set_to_the_task_does_it(lex) -> None:
    text = ("Dusty never made it down to the dam for a swim; the boss had him welding a broken "
            "gate until dark.")
    assert actual_kinds(lex, text, "Dusty") == {"work"}
    assert other_kinds(lex, text, "Dusty") == {"exercise"}


def test_the_setter_alone_gets_no_task(lex) -> None:
    text = "The boss had him welding a broken gate until dark."
    assert actual_kinds(lex, text, "Dusty") == set()
    assert other_kinds(lex, text, "Dusty") == {"work"}
    assert actual_kinds(lex, "Dusty had him laughing all night.", "Dusty") == set()
