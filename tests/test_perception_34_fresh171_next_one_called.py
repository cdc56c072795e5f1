"""The next one of a queue called, at a court, a counter or an office, is the caller's work.

Session 34, round fresh171 (a crown court trial): "Ivy is calling the next witness @ Court 3:
doorway" had been nothing; "call the next patient" was the only one. A witness, a customer, a
client, a candidate, an applicant, a case or a passenger called next is the worker's act;
whoever is called does none of it, and a call planned or denied is no work now.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_next_one_called_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    assert failing_cases(one_case, [
        "Ana is calling the next witness @ Court 3: doorway",
        "Ana calls the next customer forward.",
        "Ana called in the next candidate at ten past two.",
        "You call the next applicant over to the desk.",
        "Ana calls her next witness, a neighbour of the accused.",
        "Ana calls the next passenger to the gate desk.",
    ]) == []


def test_the_one_called_does_none(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana waits to be called; the clerk calls the next witness.",
        "Ana will call the next witness after lunch.",
        "Ana didn't call the next witness.",
        "Ana calls her sister after lunch.",
        "Ana calls the next day to check.",
    ]) == []


def test_someone_else_calling_is_theirs(lex) -> None:
    def one_case(text):
        assert "work" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "The usher calls the next witness and Ana takes the stand.",
    ]) == []
