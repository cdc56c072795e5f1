"""A fronted "without" phrase with no comma ends at the subject after it (session 30, round
fresh129): "Without a sip of water Wesley hauls speaker cabinets" denies the sip, not the
hauling, as the comma would ("Without a sip of water, Wesley hauls ..."); a "without" after
the act still denies only what follows it."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_main_clause_after_a_fronted_without_is_done(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Without a sip of water Wesley hauls speaker cabinets for three hours in 40 degrees.",
         "Wesley", {"work"}),
        ("Without a break Wesley serves customers all afternoon.", "Wesley", {"work"}),
        ("Without a word Wesley hauls the crates to the van.", "Wesley", {"work"}),
        ("Without a break you serve customers all afternoon.", None, {"work"}),
        ("Without a sip of water, Wesley hauls speaker cabinets.", "Wesley", {"work"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_the_thing_gone_without_stays_denied(lex):
    text = "Without a sip of water Wesley hauls speaker cabinets for three hours."
    assert other_kinds(lex, text, "Wesley") == {"drink"}


def test_someone_else_after_a_fronted_without_acts_for_themselves(lex):
    text = "Without a word the cook serves customers."
    assert actual_kinds(lex, text, "Wesley") == set()
    assert other_kinds(lex, text, "Wesley") == {"work"}
