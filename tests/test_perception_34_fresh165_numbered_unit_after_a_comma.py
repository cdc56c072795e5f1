"""A status line's numbered cabin, room or bed is a guest's or a patient's unit also after a
comma in its sub-place ("@ ferry: deck 6, cabin 412"), as it was right after the colon
(session 34, round fresh165: a fitter's task there had been read as at home). A bare
"cabin" and a home's main place still exclude."""

from helpers import actual_kinds, failing_cases


def test_a_task_in_a_numbered_unit_after_a_comma_is_work(lex) -> None:
    def one_case(text, observer):
        assert "work" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Kuba is fitting ladders to the berths @ ferry: deck 6, cabin 412", "Kuba"),
        ("Lena is fixing the shower rail @ Hotel Baltic: floor 3, room 312", "Lena"),
        ("Ana is replacing the light fittings @ ship: deck 8, cabin 8231", "Ana"),
    ]) == []


def test_a_bare_cabin_or_a_home_stays_no_work(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Kuba is fitting ladders @ ferry: deck 6, cabin", "Kuba"),
        ("Kuba is fitting a shelf @ home: hall, room 3", "Kuba"),
        ("Kuba is unpacking his bag @ ferry: deck 6, cabin 412", "Kuba"),
        ("Kuba is reading @ ferry: deck 6, cabin 412", "Kuba"),
    ]) == []
