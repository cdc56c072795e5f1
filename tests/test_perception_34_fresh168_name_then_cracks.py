"""A word an unfolding group reads as a subject ("cracks": the ground's cracks) right after a
person's name is that person's verb (session 34, round fresh168): "Thiago cracks a coconut
open" and "Ana cracks open a beer" had read the ground's cracks opening, a threat. After an
owner or a job word the noun heads a noun phrase still ("our sled hits a pressure ridge and
flips"), and the ground's or the ice's cracks opening under someone stay a threat."""

from helpers import actual_kinds, failing_cases


def test_a_name_before_cracks_makes_it_a_verb(lex) -> None:
    def one_case(text, observer):
        assert "danger" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Thiago cracks a coconut open.", "Thiago"),
        ("Ana cracks open a beer after the shift.", "Ana"),
        ("Mei cracks an egg open over the pan.", "Mei"),
        ("Kofi cracks open the window.", "Kofi"),
    ]) == []


def test_cracks_in_the_ground_or_ice_stay_a_threat(lex) -> None:
    def one_case(text, observer):
        assert "danger" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("The ground cracks open under Ana.", "Ana"),
        ("A crack opens in the ice under Kofi.", "Kofi"),
        ("The cracks open wider under Mei's feet.", "Mei"),
        ("Our sled hits a pressure ridge and flips, tossing me onto the sea ice.", None),
    ]) == []
