"""A row of emoji sent back to someone's message is an exchange (session 37, round fresh195: a
Tokyo convenience store night shift): "Chloe's friend texts from Osaka that she sprained her
ankle ...; Chloe sends back a row of crying faces" is company, as "texts back a string of
hearts" was. Controls: a lone thumbs-up sent back (labelled no exchange in another set) and a
dish sent back stay none.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_row_of_emoji_sent_back_is_company(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, "Chloe"), text

    cases = ["Chloe's friend texts from Osaka that she sprained her ankle stepping off a tram; "
             "Chloe sends back a row of crying faces and keeps eating her toast.",
             "Chloe replies with a string of hearts.", "Chloe sends back a row of laughing "
             "emoji."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_thumbs_up_or_a_dish_sent_back(lex) -> None:
    assert actual_kinds(lex, "Chloe sends back a thumbs-up.", "Chloe") == set()
    assert actual_kinds(lex, "Chloe sends back the soup.", "Chloe") == set()
