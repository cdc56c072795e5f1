"""A harmless word (a plate, a glass) made of steel, iron or stone, or a sheet of it, is a heavy
thing, no dish: falling right by the observer it is a near miss (session 34, round fresh165:
"A steel plate slides off the crane magnet and slams onto the deck a metre behind Krzysztof"
had been no threat, as a served plate is). A plate of food or a glass of beer set down stays
none."""

from helpers import actual_kinds, failing_cases


def test_a_heavy_plate_or_pane_falling_close_is_danger(lex) -> None:
    def one_case(text, observer):
        assert "danger" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("A steel plate slides off the crane magnet and slams onto the deck a metre behind Lars.",
         "Lars"),
        ("An iron plate drops from the hoist and lands a metre from Ana.", "Ana"),
        ("A sheet of glass crashes down right behind Tom in the yard.", "Tom"),
    ]) == []


def test_a_served_plate_or_glass_stays_harmless(lex) -> None:
    def one_case(text, observer):
        assert "danger" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("A plate of pierogi lands in front of Lars.", "Lars"),
        ("A tin plate of beans slides across the table to Ana.", "Ana"),
        ("A glass of beer lands beside Tom.", "Tom"),
    ]) == []
