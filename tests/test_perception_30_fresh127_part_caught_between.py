"""A body part pinched, trapped, jammed or squashed between two things is hurt, as one crushed
between them was (session 30, round fresh127): "Femi's hand gets pinched between a pipe joint
and the rack"; someone else's part stays theirs."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_part_caught_between_two_things_is_hurt(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Femi") == kinds

    cases = [
        ("Femi's hand gets pinched between a pipe joint and the rack.", {"injury"}),
        ("Femi's fingers were trapped between the pallets.", {"injury"}),
        ("Femi's foot got jammed between the rocks.", {"injury"}),
        ("Femi's leg is squashed between the boat and the quay.", {"injury"}),
        ("Femi's thumb gets pinched between the crates.", {"injury"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_part_caught_between_is_theirs(lex):
    text = "Tom's hand gets pinched between the crates."
    assert actual_kinds(lex, text, "Femi") == set()
    assert other_kinds(lex, text, "Femi") == {"injury"}


def test_squeezing_between_things_is_no_hurt(lex):
    assert actual_kinds(lex, "Femi squeezes between the pipes.", "Femi") == set()
