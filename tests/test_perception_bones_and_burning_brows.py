"""A bone is a body part: broken, it is an injury ("Ana broke a bone in her foot"); aching, it
is illness like a head or an ear ("shivering under the duvet with aching bones"). A burning
forehead or cheeks is a fever or a blush, not a burn."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_bones_and_burning_brows(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    cases = [
        ("Ana broke a bone in her foot.", {"injury"}),
        ("You broke two bones in your hand.", {"injury"}),
        ("You've been shivering under the duvet all day with aching bones.", {"illness"}),
        ("Your throat is raw and your forehead burns.", {"illness"}),
        ("Ana's cheeks burn with embarrassment.", set()),
        ("Ana burns her forehead on the grill.", {"injury"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_dogs_bone_is_no_injury(lex):
    assert "injury" not in actual_kinds(lex, "Ana gives the dog a bone and it chews it.", "Ana")
