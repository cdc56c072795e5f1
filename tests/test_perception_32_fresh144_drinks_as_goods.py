"""Drinks handled as goods are no drink had (session 32, round fresh144).

* The plural "drinks" after a plural article or an owner and one regular participle ("the
  chilled drinks", "the canned drinks", "his bottled drinks") is the goods, as "the drinks"
  alone already was: no drink.
* "drinks" counted by its packing ("the crates of drinks", "two cases of drinks", "a pallet of
  drinks") is goods, as "a tray of drinks" already was.
* Controls: a drink had beside such goods ("sets out the bottled drinks and drinks one
  herself", "Emi drinks a chilled coffee") is still a drink.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Emi"


def test_participle_modified_and_packed_drinks_are_goods(lex) -> None:
    def one_case(text):
        assert "drink" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "You arrange the chilled drinks by the door.",
        "Emi counts the canned drinks in the fridge.",
        "Emi wipes down the bottled drinks before opening.",
        "Emi restocks the iced drinks after the rush.",
        "Emi lines up their imported drinks on the top shelf.",
        "Emi prices the discounted drinks with a sticker gun.",
        "Emi lifts the crates of drinks off the truck.",
        "Emi unloads two cases of drinks from the van.",
        "Emi signs for a pallet of drinks at the back door.",
        "Emi stacks the boxes of drinks in the storeroom.",
        "Emi slits open the cartons of drinks with a box cutter.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_drink_had_beside_drinks_as_goods_is_still_a_drink(lex) -> None:
    assert actual_kinds(lex, "Emi sets out the bottled drinks and drinks one herself.",
                        OBSERVER) == {"drink"}
    assert actual_kinds(lex, "Emi drinks a chilled coffee by the till.", OBSERVER) == {"drink"}
    assert actual_kinds(lex, "Emi drinks a can of cola from the crate.", OBSERVER) == {"drink"}
