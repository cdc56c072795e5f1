""""had the same X" with a noun of its own is no echo (session 37, round fresh195: a Tokyo
convenience store night shift): "Kenji got food poisoning. I had the same sashimi" tells a meal
like Kenji's, not his food poisoning. Controls: "does the same", "the same thing", "had the
same." still echo the clause before.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_same_with_a_noun_copies_nothing(lex) -> None:
    def one_case(text):
        assert "illness" not in actual_kinds(lex, text, "Mei"), text
        assert "illness" in other_kinds(lex, text, "Mei"), text

    cases = ["[03:05] Aoi: did u hear, Kenji-san got food poisoning at the staff party, he's in "
             "hospital [03:06] Mei: no way, I had the same sashimi and I'm totally fine",
             "Kenji got food poisoning at the party. I had the same sashimi.",
             "Kenji came down with the flu; Mei has the same teacher.",
             "Tom caught a cold, and Mei did the same shift."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_bare_same_still_echoes(lex) -> None:
    assert actual_kinds(lex, "Kenji got the flu. I had the same.", "Mei") == {"illness"}
    assert actual_kinds(lex, "Tom naps; Mei does the same.", "Mei") == {"sleep"}
    assert actual_kinds(lex, "Tom naps; Mei does the same thing.", "Mei") == {"sleep"}
    assert actual_kinds(lex, "Tom eats a burger and Mei has the same.", "Mei") == {"eat"}
    assert actual_kinds(lex, "Tom naps, and Mei does the same too.", "Mei") == {"sleep"}
