"""A title that opens a name's mention says its gender, as "Mr" before a name does.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Nneka means to ask Oga Sunday for a
discount on the repairs, but first she drinks the cold Fanta" gave the drink to Oga Sunday: a
title not among ``not_names`` ("Oga", "Alhaji", "Sister") is part of the name's mention, so its
gender had not been read. West African honorifics join ``titles`` (oga, alhaji, alhaja) and
``male`` / ``female``; a titled name of the other gender than the pronoun is no referent.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_pronoun_skips_a_titled_name_of_the_other_gender(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Nneka", "Nneka means to ask Oga Sunday for a discount on the repairs, but first she "
                  "drinks the cold Fanta she bought at the gate.", {"drink"}),
        ("Nneka", "Nneka greets Alhaji Musa; she eats a plate of rice.", {"eat", "socialize"}),
        ("Tunde", "Tunde greets Alhaja Kudi; he eats a plate of rice.", {"eat", "socialize"}),
    ]) == []


def test_a_titled_name_of_the_pronouns_gender_stays_its_referent(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Nneka") == {"socialize"}, text
        assert other_kinds(lex, text, "Nneka") == {"eat"}, text

    assert failing_cases(one_case, [
        "Nneka greets Oga Tunde; he eats a plate of rice.",
        "Nneka greets Alhaja Kudi; she eats a plate of rice.",
        "Nneka greets Sister Mary; she eats a plate of rice.",
    ]) == []
