"""A name right after a clause's opener ("why", "that", "before", "because", ...) is the subject
of that clause, as a person word there is: "Ines asked why Tom argued with the manager", "Ines
is proud that Maria shouted at the porter", "Ines left before Tom got into a fistfight" are
Tom's and Maria's rows, not the observer's. And the observer named as a report's source
("According to Ines, the cook got into a fistfight", "Thanks to Ines, ...") is no party to what
the report tells. Before session 22 both were the observer's conflict."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_named_clause_subjects_row_is_theirs(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, "Ines"), text
        assert "conflict" in other_kinds(lex, text, "Ines"), text

    cases = [
        "Ines asked why Tom argued with the manager.",
        "Ines is proud that Tom shouted at the porter.",
        "Ines left before Tom got into a fistfight.",
        "Ines left before Maria got into a fistfight.",
        "According to Ines, the cook got into a fistfight.",
        "According to Ines, Tom argued with the manager.",
    ]
    assert failing_cases(one_case, cases) == []


def test_the_observers_own_company_and_rows_stay(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ines") == kinds, text

    cases = [
        ("Ines argued with Tom because Tom shouted at her.", {"conflict"}),
        ("Ines made Tom laugh.", {"socialize"}),
        ("Ines chatted with Tom while Tom cooked.", {"socialize"}),
        ("Ines shouted at Tom when Tom came home.", {"conflict"}),
        ("Ines talks to Tom.", {"socialize"}),
    ]
    assert failing_cases(one_case, cases) == []
