"""A task's object ends where an "and" clause with a subject of its own begins.

Session 40, round fresh212: "Graham had been drenching wethers all morning and his shoulders
ached" was a chore on his own shoulders (a household word): the object ran to the clause's end.
"""

from helpers import actual_kinds, failing_cases


def test_the_task_stays_the_job(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Graham", "Graham had been drenching wethers all morning and his shoulders ached.",
         {"work"}),
        ("Graham", "Graham had been drenching the ewes all afternoon and his back was "
                   "killing him.", {"work"}),
    ]) == []


def test_own_things_stay_chores(lex) -> None:
    def one_case(observer, text):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Graham", "Graham mends his coat and his shoulders ache."),
        ("Graham", "Graham fixes the gutter on his shed and his wife makes tea."),
    ]) == []
