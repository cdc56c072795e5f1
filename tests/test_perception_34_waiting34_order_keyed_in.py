"""An order keyed in at a kiosk or a screen is no clocking in (session 34, round waiting34).

"Soraya has punched in an order for ramen at the vending wall and is watching the progress
bar" had been work: "punch in" is clocking in, so an order punched in is an
exception. Clocking in stays work."""

from helpers import actual_kinds, failing_cases


def test_an_order_or_a_pin_punched_in_is_no_work(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Yusuf punches in an order for two burgers at the screen by the door.", "Yusuf"),
        ("Yusuf has punched in his order and is waiting at the hatch.", "Yusuf"),
    ]) == []


def test_clocking_in_stays_work(lex) -> None:
    def one_case(text, observer):
        assert "work" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Yusuf punches in at the depot at six.", "Yusuf"),
        ("Yusuf punched in and started the first delivery round.", "Yusuf"),
    ]) == []
