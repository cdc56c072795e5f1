"""A business's opening named as what a task is readied for is a working hour (session 34,
round fresh168): "Alessandro lays out plates and cutlery on the long tables before the kitchen
opens for the drummers" had been none, where "before opening" framed it already. The doors, a
kitchen, a bar, a shop, a café, a restaurant or a market opening do; leisure, a meal, a wait
or someone else's task before it stay none."""

from helpers import actual_kinds, failing_cases


def test_a_task_readied_before_the_opening_is_work(lex) -> None:
    def one_case(text, observer):
        assert "work" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Alessandro lays out plates and cutlery on the long tables before the kitchen opens.",
         "Alessandro"),
        ("Mira lays out the cutlery before the doors open.", "Mira"),
        ("Sven lays out the glasses before the bar opens.", "Sven"),
    ]) == []


def test_leisure_a_meal_or_another_persons_task_stays_none(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Mira reads the paper before the shop opens.", "Mira"),
        ("Sven eats breakfast before the café opens.", "Sven"),
        ("Mira waits for Tom before the doors open.", "Mira"),
        ("Tom lays out plates before the kitchen opens.", "Mira"),
        ("Sven queues outside before the shop opens.", "Sven"),
    ]) == []
