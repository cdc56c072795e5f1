"""A family's school things sorted or mended at home are a chore, no job (session 34, round
fresh161: "while she sorts her children's school books" had been work through "sort + books").

School books, school bags and school uniforms are household things (`status_activity.household`):
owned by the doer's kin ("her children's", "her son's") they are the doer's own. Controls: a
school's stock sorted at the school, or with no owner, stays the job's.
"""

from helpers import actual_kinds, failing_cases


def test_a_familys_school_things_are_a_chore(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana sorts her children's school books.",
        "Ana sorts her son's schoolbooks on the kitchen table.",
        "Ana mends her daughter's school bag by the stove.",
        "Ana's tea goes cold while she sorts her kids' school books.",
        "Ana labels her son's school uniform.",
    ]) == []


def test_a_schools_stock_sorted_there_is_still_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana sorts the school books @ school: library",
        "Ana sorts the school books for the new term in the stock room.",
    ]) == []
