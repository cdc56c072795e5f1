"""Session 29 (fresh125): a shout answered in kind is a row for the one answered too, when the
observer's shout is a second predicate after "and", lies across a semicolon, or is an exclaimed
line in script form ("Beatriz to the AD: '...!' — he's yelling back")."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_observer_answered_by_a_shout_is_a_party_to_the_row(lex) -> None:
    def one_case(text):
        observer = text.split()[0].strip(":")
        assert "conflict" in actual_kinds(lex, text, observer)
        assert "conflict" in other_kinds(lex, text, observer)

    cases = [
        "Marcus hurls his wig at the first AD and screams that he will not work with 'amateurs'; "
        "she shouts back that he's holding up forty people.",
        "Marcus drops his tray and yells; the chef yells back.",
        "Marcus yells; the chef yells back.",
        "Beatriz to the AD: “I’m not moving the van, it’s my slot!” — he’s yelling back.",
        "Beatriz: 'Get out of my kitchen!' — the porter shouts back.",
        "Beatriz to her landlord: 'Fix the boiler!' He yells back.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_shout_answered_elsewhere_or_in_joy_is_no_row_of_the_observer(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, text.split()[0].strip(":"))

    cases = [
        "Marcus watches as Tom bangs the table and screams at the waiter; the waiter screams back.",
        "Marcus stays quiet; Tom yells and Kai yells back.",
        "Marcus picks up the phone and shouts hello to his aunt, who shouts back.",
        "Beatriz to the AD: 'Lovely work today.' He yells back.",
        "Beatriz to the kids: 'Dinner's ready!' They shout back happily.",
    ]
    assert failing_cases(one_case, cases) == []
