"""Food shoved back into a fridge, a freezer, a lunchbox or a cupboard is put away, no row
(session 34, round fresh160), as into a bag (core.yaml ``conflict.things.stowed``): "can't face
the curry and shoves it back in the staff fridge". Controls: a person shoved into or against
one stays a row.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_food_shoved_into_a_fridge_or_a_lunchbox_is_no_row(lex) -> None:
    def one_case(text, name):
        assert "conflict" not in actual_kinds(lex, text, name), text

    cases = [("Arjun can't face the curry in this heat and shoves it back in the fridge.",
              "Arjun"),
             ("Arjun shoves the leftovers into the freezer.", "Arjun"),
             ("You shove the sandwich back in your lunchbox.", None),
             ("Arjun shoves the biscuits in the cupboard before the guests come.", "Arjun")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_person_shoved_stays_a_row(lex) -> None:
    def one_case(text, name):
        assert "conflict" in actual_kinds(lex, text, name), text

    cases = [("Arjun shoves Tom into the cupboard.", "Arjun"),
             ("Arjun shoves Tom against the fridge.", "Arjun"),
             ("Arjun shoves his brother into the freezer aisle.", "Arjun")]
    assert failing_cases(one_case, cases) == []
