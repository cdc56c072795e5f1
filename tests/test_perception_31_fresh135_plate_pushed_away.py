"""A plate pushed away without a bite is food refused, not a meal given up for a task (session
31, round fresh135): "Shabnam pushes the plate of biryani away without a bite; the smell of the
burns ward is still in her nose" is no work. The forgone frame (a meal given up as a task's
manner, "serving without a break") does not hold when the verb puts its object away or aside
and the phrase after "without" is a bite, a sip or eating; a break given up while clearing
plates away stays the job's."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Shabnam"


def test_a_dish_pushed_away_untasted_is_no_work(lex) -> None:
    def one_case(verb, dish, particle, without, tail):
        text = f"Shabnam {verb} the {dish} {particle} {without}{tail}"
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = list(itertools.product(
        ["pushes", "shoves", "pushed"], ["plate of biryani", "bowl of dal", "tray"],
        ["away", "aside"],
        ["without a bite", "without a single bite", "without touching it"],
        [".", "; the smell of the burns ward is still in her nose."]))
    assert failing_cases(one_case, cases) == []


def test_controls_a_task_without_a_break_stays_work(lex) -> None:
    for text in ["Shabnam clears the plates away without a break.",
                 "Shabnam pushes the trolley along the ward without a break.",
                 "Shabnam stacks boxes without a break."]:
        assert actual_kinds(lex, text, OBSERVER) == {"work"}, text
