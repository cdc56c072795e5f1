"""Session 28, round work (recall): study told bare is the pupil's job ("Eleni is revising.",
"is studying @ city library"); a meal given up "so she could" do a task is given up for that
task, as with "to" ("skipped lunch so he could finish the hydrant survey"); a job title before
a log or chat writer's name names the writer by the job ("[DECK LOG 06:00] Bosun Radu: chipping
and priming the forecastle deck"); "back at work" is at work again."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Eleni", "Eleni is revising."),
    ("Eleni", "Eleni is studying @ city library: silent floor"),
    ("Eleni", "Eleni is cramming."),
    ("Eleni", "You are studying."),
])
def test_study_told_bare_is_work(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"work"}


@pytest.mark.parametrize(("observer", "text"), [
    ("Eleni", "Eleni isn't studying."),
    ("Eleni", "Eleni is studying the menu."),
    ("Eleni", "Eleni will be studying."),
])
def test_study_denied_planned_or_of_a_menu_is_no_work_now(lex, observer, text):
    assert actual_kinds(lex, text, observer) == set()


def test_someone_elses_study_is_theirs(lex):
    text = "Eleni's brother is studying."
    assert actual_kinds(lex, text, "Eleni") == set()
    assert other_kinds(lex, text, "Eleni") == {"work"}


@pytest.mark.parametrize(("observer", "text"), [
    ("Haruto", "Haruto skipped lunch so he could finish the hydrant survey."),
    ("Haruto", "Haruto skipped lunch so that he could finish the hydrant survey."),
])
def test_a_meal_given_up_so_one_could_do_a_task_frames_the_task(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"work"}


@pytest.mark.parametrize(("observer", "text"), [
    ("Haruto", "Haruto skipped lunch so he could finish his novel."),
    ("Haruto", "Haruto skipped lunch so he could watch the match."),
    ("Haruto", "Haruto skipped lunch so his sister could finish the survey."),
])
def test_a_meal_given_up_for_leisure_or_for_someone_else_is_no_work(lex, observer, text):
    assert "work" not in actual_kinds(lex, text, observer)


def test_a_job_title_before_a_log_writers_name_names_the_writer(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Radu", "[DECK LOG 06:00] Bosun Radu: chipping and priming the forecastle deck.",
         {"work"}),
        ("Radu", "Bosun Radu: chipping and priming the forecastle deck.", {"work"}),
        ("Kaur", "[LOG 06:00] Sergeant Kaur: checking the armoury.", {"work"}),
        ("Kaur", "[06:00] Chef Kaur: prepping the veg for the lunch service.", {"work"}),
        ("Radu", "[DECK LOG 06:00] Bosun Radu: ate a sandwich on the fo'c'sle.", {"eat"}),
        ("Kaur", "[LOG 06:00] Sergeant Kaur: had a nap in the car.", {"sleep"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_back_at_work_is_at_work_again(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Ingrid", "Ingrid is back at work.", {"work"}),
        ("Ingrid", "Ingrid is back at work after the flu.", {"work"}),
        ("Ingrid", "Ingrid will be back at work on Monday.", set()),
        ("Ingrid", "Ingrid isn't back at work yet.", set()),
        ("Ingrid", "Ingrid's husband is back at work.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_task_taken_up_again_after_is_back_is_work(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Nadia", "Nadia is back juggling clubs in the practice ring.", {"work"}),
        ("Nadia", "Nadia is back juggling clubs @ circus: practice ring", {"work"}),
        ("Nadia", "Nadia is back shaping two hundred baguettes before dawn.", {"work"}),
        ("Nadia", "Nadia is back home.", set()),
        ("Nadia", "Nadia is back reading her novel.", set()),
    ]
    assert failing_cases(one_case, cases) == []
