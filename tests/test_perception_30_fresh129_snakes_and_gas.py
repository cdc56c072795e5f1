"""Hazards named by their kind (session 30, round fresh129): a venomous snake named by its
kind (jararaca, krait, bushmaster, cottonmouth) close to the observer is a near miss as "a
snake" is; a gas bottle, cylinder or canister that hisses is a gas leak, as "gas hisses" is.
A snake read about in a guide is no hazard to the reader."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_named_snake_or_a_hissing_gas_bottle_is_danger(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"danger"}

    cases = [
        ("You step off the path and a jararaca rears up and hisses a metre from your ankle.", None),
        ("A krait slides across the floor a metre from Camila's feet.", "Camila"),
        ("A bushmaster rears up beside Camila on the trail.", "Camila"),
        ("Camila is fifth in line at the açaí truck when its gas bottle starts hissing and the "
         "vendor yells at everyone to run.", "Camila"),
        ("Camila hears the gas canister hissing behind the stall.", "Camila"),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_snake_read_about_is_no_danger(lex):
    assert actual_kinds(lex, "Camila reads about the jararaca in a field guide.",
                        "Camila") == set()
