"""A tool's and a title's nouns that share a verb's or a row's word name neither (session 34,
round fresh163; core.yaml exceptions and conflict ``not_before``): "dropped the big shears on
my foot" had been a shearer's work, "the fight director walks Tobias through the duel" a row
of the observer's. Shearing done and a real fight stay."""

from helpers import actual_kinds, failing_cases


def test_the_shears_and_a_fight_director_name_no_work_and_no_row(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Greta") == kinds, text

    assert failing_cases(one_case, [
        ("I dropped the big shears point-first on my foot; there's blood in my sock.",
         {"injury"}),
        ("Greta puts her shears back in the drawer.", set()),
        ("Greta hands the pinking shears to Tom.", set()),
        ("The fight director walks Greta through the scene at half speed.", set()),
        ("Greta eats lunch with the fight instructor.", {"eat", "socialize"}),
    ]) == []


def test_shearing_done_and_a_real_fight_stay(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Greta") == kinds, text

    assert failing_cases(one_case, [
        ("Greta shears the ewes all morning.", {"work"}),
        ("Greta is shearing sheep in the shed.", {"work"}),
        ("Greta has a fight with the director.", {"conflict"}),
        ("Greta and the director fight about money.", {"conflict"}),
    ]) == []
