"""Round fresh212's lexicon entries (a Tasmanian sheep station at shearing time).

"a bit of" is no bite ("bit" is also bite's past); "squatting beside" a thing is a crouch;
"the gun of" a shed is its best hand; a hazard that "never made it" is none; telling someone
"where to shove it" is a row; a part "done" ("done his back") is a hurt.
"""

from helpers import actual_kinds, failing_cases


def test_entries(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Col", "Col's got a bit of a runny nose this morning, barely worth mentioning.",
         {"illness"}),
        ("Ana", "Ana does a bit of gardening after lunch.", set()),
        ("Fitz", "You've set the billy on the coals and you're squatting beside it, waiting "
                 "for it to boil.", set()),
        ("Ana", "Ana squatted by the trough, filling her bottle.", set()),
        ("Darcy", "Darcy is the gun of this shed and is shearing his 180th ewe of the day.",
         {"work"}),
        ("Ros", "The bushfire never made it past the river.", set()),
        ("Ros", "The storm never makes it this far north.", set()),
        ("Tam", "The contractor docks Tam's pay and Tam tells him where to shove it.",
         {"conflict"}),
        ("Tam", "Tam told the foreman where to stick it.", {"conflict"}),
        ("Darcy", "Darcy's done his back again bending for his boots.", {"injury"}),
        ("Darcy", "I've done my knee on the stairs.", {"injury"}),
    ]) == []


def test_what_must_not_change(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Ana", "Ana takes a bite of the apple.", {"eat"}),
        ("Ana", "Ana eats a bit of cake.", {"eat"}),
        ("Yuki", "Yuki does five lazy squats beside her desk.", {"exercise"}),
        ("Ros", "The gun of the robber is pointed at Ros.", {"danger"}),
        ("Ros", "Ros never made it to the storm shelter as the tornado hit.", {"danger"}),
        ("Tam", "Tam tells the new rousie where to stack the fleeces.", {"socialize", "work"}),
    ]) == []
