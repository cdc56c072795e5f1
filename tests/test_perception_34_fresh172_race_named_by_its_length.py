"""A charity, sponsored or fun run named by its length is still that race when finished or won
(session 34, round fresh172; exercise's ``finish`` and ``win`` objects gain "kilometre charity
run", "mile fun run" and kin): "Bex finishes a twenty-kilometre charity run around the park
perimeter" had been none, the distance word standing between the verb and the race. Donated
to, signed up for, watched or denied, it stays no exercise of the observer's."""

from helpers import actual_kinds, failing_cases


def test_a_race_named_by_its_length_finished_or_won_is_exercise(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"exercise"}, text

    assert failing_cases(one_case, [
        ("Bex finishes a twenty-kilometre charity run around the park perimeter.", "Bex"),
        ("Jomo wins the ten-mile charity run.", "Jomo"),
        ("I finished the five-mile fun run in under an hour.", None),
        ("You finish a 10-kilometre sponsored run for the hospice.", None),
    ]) == []


def test_such_a_race_not_run_by_the_observer_is_no_exercise(lex) -> None:
    def one_case(text, observer):
        assert "exercise" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Bex donates to the ten-mile charity run.", "Bex"),
        ("Bex signs up for the five-mile fun run next Sunday.", "Bex"),
        ("Bex watches her son finish the 5-mile fun run.", "Bex"),
        ("Bex won't finish the ten-kilometre charity run.", "Bex"),
        ("Bex finishes her shift before the five-mile fun run.", "Bex"),
    ]) == []
