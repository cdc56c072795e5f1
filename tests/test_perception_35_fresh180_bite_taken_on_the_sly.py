"""A bite taken on the sly from someone's plate, cone or a platter is eaten (session 35, round
fresh180; core.yaml ``eat.verbs``: "pinch a", "nick a", "snag a", "swipe a", "filch",
"snaffle", "pilfer"): "Youssef pinches a single frite from Dries's cone". The object must still
be a food. Controls: a pinch of salt (a noun), a card swiped, a glance stolen, a finger nicked
and a table snagged are no meal; someone else's theft stays theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_food_taken_on_the_sly_is_eaten(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == {"eat"}, text

    cases = [("Youssef pinches a single frite from Dries's cone on his way back to the van.",
              "Youssef"),
             ("Youssef nicks a few fries off his sister's plate.", "Youssef"),
             ("Youssef snaffles the last croquette.", "Youssef"),
             ("Youssef swipes a biscuit from the tin.", "Youssef"),
             ("You snag a croquette from the platter.", None)]
    assert failing_cases(one_case, cases) == []


def test_controls_no_food_taken_is_no_meal(lex) -> None:
    def one_case(text, name):
        assert "eat" not in actual_kinds(lex, text, name), text

    cases = [("Youssef adds a pinch of salt to the stew.", "Youssef"),
             ("Youssef swipes his card at the gate.", "Youssef"),
             ("Youssef steals a glance at the cake.", "Youssef"),
             ("Youssef snags a table by the window.", "Youssef"),
             ("Youssef pinches a few grains of salt into the pot.", "Youssef"),
             ("Tom pinches a frite from Youssef's cone.", "Youssef")]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_bite_is_theirs(lex) -> None:
    assert other_kinds(lex, "Tom pinches a frite from Youssef's cone.", "Youssef") == {"eat"}
    assert actual_kinds(lex, "Youssef nicks his finger on the knife.", "Youssef") == {"injury"}
