"""A task gone on with after a meal or a drink (session 40, round worked).

Read now: when the observer's first verb is a meal's or a drink's ("gulps some water", "eats a
sandwich") and "and" leads on to an aspect verb and its task ("and keeps sanding the
transom", "and goes back to plastering the stairwell"), the task is judged as after a
leisure verb, and the meal's own event stays beside it: ``perception._meal_at``. Not a second
act of the meal ("and wipe the bowl clean"), not a leisure or a home's chore gone on with.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_task_gone_on_with_after_a_meal_is_work(lex) -> None:
    cases = [("Isla gulps some water and keeps sanding the transom.", {"drink", "work"}),
             ("Isla eats a sandwich and goes back to plastering the stairwell.",
              {"eat", "work"}),
             ("Isla sips her tea and keeps labelling the specimen jars.", {"drink", "work"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Isla") == want, text

    assert failing_cases(one_case, cases) == []


def test_meal_acts_leisure_and_chores_stay_as_they_were(lex) -> None:
    cases = [("Isla eats a sandwich and keeps reading her book.", {"eat"}),
             ("Isla drinks a beer and keeps mowing the lawn.", {"drink"}),
             ("Isla drinks her tea and folds the laundry.", {"drink"}),
             ("You spoon up the last of the lentil soup and wipe the bowl clean with a heel of"
              " bread.", {"eat"}),
             ("Walt gulps a cold coffee between press runs, then feeds another reel into the"
              " rotary press.", {"drink", "work"})]

    def one_case(case):
        text, want = case
        observer = "Bashir" if text.startswith("You") else text.split()[0]
        assert actual_kinds(lex, text, observer) == want, text

    assert failing_cases(one_case, cases) == []
