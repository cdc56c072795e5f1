"""A relief camp's working tents (session 29, round fresh124): a registration, pharmacy,
dispensary or vaccination tent is a staff post (work `workplaces`), so a status line there is at
work, where a tent alone stays a camper's home; a pharmacy's vials and ampoules counted,
checked or sorted are work objects."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_status_line_at_a_camps_working_tent_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ada") == {"work"}

    cases = [
        "Ada sorts ration cards @ registration tent",
        "Ada sorts the post @ pharmacy tent",
        "Ada checks the forms @ vaccination tent",
        "Ada spends the afternoon filling in UNHCR forms @ registration tent",
        "Ada sorts ration cards @ registration tent; two volunteers by the tea urn are joking",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_tent_alone_is_still_a_home(lex):
    assert actual_kinds(lex, "Ada sorts the post @ the tent", "Ada") == set()


def test_vials_and_ampoules_handled_are_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ada") == {"work"}

    cases = [
        "Ada counts vials in the fridge.",
        "Ada checks the ampoules on the trolley.",
        "Ada sorts the vials by expiry date.",
        "While Ada counts vials in the fridge, a driver outside is yelling at the manager.",
        "Ada restocks the vials in the cold box.",
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_row_beside_the_count_stays_theirs(lex):
    text = "While Ada counts vials in the fridge, a driver outside is yelling at the manager."
    assert other_kinds(lex, text, "Ada") == {"conflict"}
