"""A soft drink one is on is drunk, as a beer one is on.

Session 38, round fresh201: "Rafaela is not drinking tonight; she's on orange juice" drank
nothing. Drink's terms (core/drink.yaml) had "be on the wine", "be on the beer", ...; they now
hold the soft drinks ("be on orange juice", "be on lemonade", "be on soft drinks"), and the
same after "'s", which the lexicon does not read as "be". Not "on the water" (a boat's) nor a
stall.
"""

from helpers import actual_kinds, failing_cases


def test_a_soft_drink_one_is_on_is_drunk(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"drink"}, text

    assert failing_cases(one_case, [
        ("Rafaela", "Rafaela isn't drinking tonight; she's on orange juice."),
        ("Rafaela", "Rafaela is on soft drinks all night."),
        ("Rafaela", "Rafaela is on apple juice."),
    ]) == []


def test_other_things_one_is_on_stay(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Rafaela", "Rafaela's on the juice stall today.", set()),
        ("Rafaela", "Rafaela isn't on orange juice tonight.", set()),
        ("Rafaela", "Rafaela is on the water by six, rowing hard.", {"exercise"}),
        ("Rafaela", "Rafaela is on antibiotics.", set()),
    ]) == []
