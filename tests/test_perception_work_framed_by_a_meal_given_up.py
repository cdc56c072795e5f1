"""Narrative work framed by a meal or a break given up, each pinned with contrasts."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_task_told_beside_a_meal_or_a_break_given_up_is_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Mara")

    cases = [
        # the meal given up before the task, the observer in a later clause
        "Mara's coffee has gone cold on the lab bench while she counts fish larvae.",
        "Mara lets her tea go cold while she tallies the day's sales.",
        "Your soup has gone cold at the station while you answered call bells for an hour.",
        # ... or in the part before a ";", and a pronoun opening the next part
        "Mara's lunch stays untouched in her locker; she spends her break rebooking tickets.",
        "Mara's sandwich sits unopened; the deadline is close and she is still rewriting the lead.",
        # a fronted phrase giving it up, then the observer
        "Without stopping even for a glass of water, Mara rigs the lights.",
        "Without a single break for water, Mara rigs lights for six hours straight.",
        # the manner of the task itself
        "The queue hasn't stopped all morning and Mara has been serving without a break.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_meal_given_up_does_not_make_leisure_others_tasks_or_chores_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Mara")

    cases = [
        # given up after the verb, as its consequence or its object
        "I'm meeting Corinne for coffee at four, so I'm skipping lunch.",
        "Mara pushes the plate of meatballs away untouched; she's not hungry.",
        "You decide to skip lunch and push on.",
        # a verb that takes a clause, typed wrong
        "Your tea has gone cold on the desk; you fogot it was there.",
        # a pastime stays a pastime
        "Mara's tea goes cold while she reads her novel.",
        "Mara lets her coffee go cold while she watches the rain.",
        # someone else's task
        "Mara's coffee has gone cold while her brother counts the takings.",
        # a favour or the observer's own home
        "Without a break, Mara paints the fence in her garden.",
    ]
    assert failing_cases(one_case, cases) == []
