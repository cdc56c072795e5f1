"""A trade's -ing word between a determiner and a noun is a compound's first half, a thing of the
trade, no work now (session 34, round fresh165: "Beyond the glass the welding arcs flicker
blue" and "trips over a welding cable" had been the observer's work). The act itself, with an
object, a preposition, a time or a head that names the work ("the welding job"), stays work."""

from helpers import actual_kinds, failing_cases


def test_a_trade_word_before_a_noun_names_a_thing_not_work(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Ines stumbles over a welding cable and grazes her knee.", "Ines", {"injury"}),
        ("You drink your tea. Across the yard the welding arcs flicker blue.", None, {"drink"}),
        ("Goran hangs his welding mask on the hook and eats a roll.", "Goran", {"eat"}),
        ("Mira buys a soldering iron for her nephew.", "Mira", set()),
        ("Ana naps in the car while the welding torches hiss outside.", "Ana", {"sleep"}),
        ("Ana's welding gloves are still on the bench when she leaves.", "Ana", set()),
    ]) == []


def test_the_trade_done_stays_work(lex) -> None:
    def one_case(text, observer):
        assert "work" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ines is welding the bulkhead seams.", "Ines"),
        ("Goran does the welding on block 12.", "Goran"),
        ("Mira finishes the welding job before lunch.", "Mira"),
        ("Ana spends the afternoon welding hull plates.", "Ana"),
        ("You do the welding yourself today.", None),
        ("Goran finishes the welding before the break.", "Goran"),
        ("Mira solders the circuit boards for the client.", "Mira"),
    ]) == []
