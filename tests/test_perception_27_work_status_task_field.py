"""Session 27, round work: a status row's capitalised action field after the row's field break
("Aleks | Task: payroll") is a field, not a speaker named "Task", so the task is the row's
agent's; another agent's row stays theirs."""

from __future__ import annotations

from helpers import actual_kinds, other_kinds


def test_a_capitalised_task_field_is_the_agents_task(lex):
    assert actual_kinds(lex, "Aleks | Task: payroll", "Aleks") == {"work"}
    assert actual_kinds(lex, "Aleks | Task: payroll | Location: office", "Aleks") == {"work"}


def test_the_lower_case_field_still_works(lex):
    assert actual_kinds(lex, "Aleks | task: payroll", "Aleks") == {"work"}


def test_another_agents_task_row_is_theirs(lex):
    assert actual_kinds(lex, "Bo | Task: payroll", "Aleks") == set()
    assert other_kinds(lex, "Bo | Task: payroll", "Aleks") == {"work"}
