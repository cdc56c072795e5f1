""""lounge" after a modifier is a room ("the theatre lounge", "the ferry's theatre lounge", "the
library lounge"), no lounging (session 34, round fresh165: the listed compounds named the
rooms one by one). A seat lain on ("on the banana lounge") and the verb stay rest."""

from helpers import actual_kinds, failing_cases


def test_a_lounge_named_by_a_modifier_is_a_room(lex) -> None:
    def one_case(text, observer):
        assert "rest" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Piotr bolts the seats into the ship's cinema lounge.", "Piotr"),
        ("Ana sips a coffee in the library lounge, reading the news.", "Ana"),
        ("Tom hoovers the karaoke lounge before the guests arrive.", "Tom"),
    ]) == []


def test_lounging_or_a_lounge_lain_on_stays_rest(lex) -> None:
    def one_case(text, observer):
        assert "rest" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Con is stretched out on the banana lounge by the dam.", "Con"),
        ("Piotr and his mates lounge on the deck.", "Piotr"),
        ("Ana likes to lounge in the sun after lunch.", "Ana"),
        ("Tom lounges in the theatre lounge all afternoon.", "Tom"),
    ]) == []
