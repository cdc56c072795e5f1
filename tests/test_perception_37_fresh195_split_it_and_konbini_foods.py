"""A food or a drink named before and split ("split it"), and a Japanese convenience store's
foods (session 37, round fresh195: a Tokyo convenience store night shift): "I wasn't going to
have the last nikuman, but Tuan insisted, so we split it at the counter" is eaten, as "shared
it" was. Controls: a pizza split into slices for others and a work split stay as they were.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_food_or_drink_split_is_had(lex) -> None:
    assert actual_kinds(lex, "I wasn't going to have the last nikuman, but Tuan insisted, so we "
                        "split it at the counter.", "Aoi") == {"eat"}
    assert actual_kinds(lex, "Tuan bought a pizza and we split it.", "Aoi") == {"eat"}
    assert actual_kinds(lex, "Tuan buys a bottle of red and we split it.", "Aoi") == {"drink"}


def test_konbini_foods_are_food(lex) -> None:
    def one_case(text):
        assert "eat" in actual_kinds(lex, text, "Aoi"), text

    cases = ["Tuan and I split a nikuman.", "Aoi has a korokke from the hot case.",
             "Aoi grabs a melon pan.", "Aoi wolfs down two rice balls."]
    assert failing_cases(one_case, cases) == []


def test_controls_split_for_others_or_work(lex) -> None:
    assert actual_kinds(lex, "Tom hands me the pizza and I split it into slices for the kids.",
                        "Aoi") == set()
    assert actual_kinds(lex, "Aoi sets the oden pot to simmer.", "Aoi") == set()
