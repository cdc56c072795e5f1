"""A noun phrase named as belonging elsewhere is someone else (session 35, round fresh182): "an
eight from another club has capsized", "a boat from a rival school is sinking": a determiner,
one or two words, "from another" ("from a rival", "from the other", "from a different") and its
owner, right before an auxiliary, is the clause's subject and not the observer, whatever its head
noun. Controls: with no owner named ("a boat has capsized") the threat stays the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_craft_from_another_club_is_theirs(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Jude") == set(), text
        assert other_kinds(lex, text, "Jude") == {"danger"}, text

    cases = ["The tannoy announces that an eight from another club has capsized at the top of "
             "the course and its crew are being pulled out of the water.",
             "An eight from another club has capsized at the start.",
             "A four from a rival school has capsized below the bridge.",
             "A coxless pair from the other club has capsized near the weir."]
    assert failing_cases(one_case, cases) == []


def test_controls_no_owner_named_keeps_the_threat(lex) -> None:
    assert actual_kinds(lex, "A boat has capsized at the top of the course.", "Jude") \
        == {"danger"}
    assert actual_kinds(lex, "A lad from another club is eating a pie.", "Jude") == set()
