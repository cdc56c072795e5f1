"""A hyphened double name is someone before an irregular past, a comma parenthesis, or with a
first half no lexicon knows.

Session 39, round fresh208: "Seo-jin cut her finger on the slicer" and "Bo-ra, on the bench by
the door, sips an iced coffee" gave the observer the injury and the drink: the double name was
a name only before an -s or -ed verb with a second half no lexicon knows ("Su-bin" has "bin").
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_double_names_do_it(lex) -> None:
    def one_case(observer, text, kind):
        assert actual_kinds(lex, text, observer) == set(), text
        assert kind in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Min-a", "just me. Seo-jin cut her finger on the slicer", "injury"),
        ("Min-a", "Seo-jin burned her finger on the fryer.", "injury"),
        ("Min-a", "Seo-jin hurt her back.", "injury"),
        ("Lan", "Lan tapes up boxes; Bo-ra, on the bench by the door, sips an iced coffee.",
         "drink"),
        ("Ana", "Gyu-won, soaked to the skin, eats a wing.", "eat"),
        ("Ana", "Ana waits. Su-bin eats a wing.", "eat"),
        ("Ana", "Hae-won naps.", "sleep"),
    ]) == []


def test_the_observer_and_hyphened_words_unchanged(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Seo-jin", "Seo-jin cut her finger on the slicer.", {"injury"}),
        ("Bo-ra", "Bo-ra, on the bench by the door, sips an iced coffee.", {"drink"}),
        (None, "Self-taught, I cooked dinner.", {"work"}),
        (None, "Mid-morning I ate a snack.", {"eat"}),
        ("Ana", "Tom hurt his knee and Ana ate.", {"eat"}),
    ]) == []
