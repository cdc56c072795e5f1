"""Word families from round fresh132 (session 30, a bushfire season).

A drink downed in one go is "sculled", "skulled" or "skolled" (Australian and Scandinavian
toasts), a drink's light verb whose object must be a drink: "skulling a bottle of water" drinks,
"sculls the dinghy" and "cracked his skull" do not. "Swear" has its irregular past "swore" and
"sworn": "the lad swore at him" is the row "swears at him" is. "Go toe to toe" is a row without
"with" too, with a pair or a plural for its subject ("they go toe to toe at the gate")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_drink_sculled_or_skolled_is_drunk(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Mick") == {"drink"}

    cases = [
        "agent=Mick; loc=Wirrabara RFS shed; action=skulling a bottle of water; temp=41C",
        "Mick is skulling a bottle of water.",
        "Mick sculls a beer at the bar.",
        "Mick skolled his pint and left.",
        "Mick skulls a can of lemonade after the shift.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Mick sculls the dinghy across the bay.", set()),
    ("Mick cracked his skull on the beam.", {"injury"}),
])
def test_scull_or_skull_without_a_drink_is_no_drink(lex, text, kinds):
    assert actual_kinds(lex, text, "Mick") == kinds


def test_swore_at_someone_is_a_row(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"conflict"}

    cases = [
        ("Jarrah and the farmer's son had words at the gate this morning; the lad swore at him and "
         "Jarrah swore back.", "Jarrah"),
        ("Jarrah swore at the referee after the whistle.", "Jarrah"),
        ("The referee swore at Jarrah.", "Jarrah"),
        ("Last night Priya swore at the taxi driver who overcharged her.", "Priya"),
        ("You swore at your brother over the remote.", None),
    ]
    assert failing_cases(one_case, cases) == []


def test_sworn_in_is_no_row(lex):
    assert actual_kinds(lex, "Jarrah was sworn in as captain.", "Jarrah") == set()


@pytest.mark.parametrize("text, kinds", [
    ("Mick doesn't back down: he tells the shire bloke the slashing order is rubbish and they go "
     "toe to toe at the gate.", {"conflict"}),
    ("Mick and the landlord go toe to toe over the rent.", {"conflict"}),
    ("Mick and his brother went toe-to-toe in the car park.", {"conflict"}),
    ("Mick goes toe to toe with the referee.", {"conflict"}),
    ("Mick watches two drunks go toe to toe outside the pub.", set()),
])
def test_going_toe_to_toe_without_with_is_a_row(lex, text, kinds):
    assert actual_kinds(lex, text, "Mick") == kinds
