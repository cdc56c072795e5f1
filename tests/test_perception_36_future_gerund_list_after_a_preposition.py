"""Gerunds joined after one preposition share the plan or the topic that governs the first.

Session 36, round future: "Emi is thinking of taking a bath and going to bed once the manga
chapter downloads" had been a rest now: the "-ing" after "and" counted as a new predicate,
out of the cue's reach. An "-ing" after "and" that ends a list of gerunds opened right after a
preposition ("of", "about", "on", "to" ...) is now that list's item (``_gerund_list_head``): a
plan, a dream or a topic cue that reaches the first gerund reaches it too. A second verb of
its own ("is reading a novel and eating cherries", "is thinking of her mum and eating her
soup", "is tired of waiting and starts eating") is still done now.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_gerund_list_item_shares_the_cue(lex) -> None:
    def one_case(text, ahead):
        assert actual_kinds(lex, text, "Emi") == set(), text
        assert ahead <= other_kinds(lex, text, "Emi"), text

    assert failing_cases(one_case, [
        ("Emi is thinking of taking a bath and going to bed once the manga chapter downloads.",
         {"rest"}),
        ("Emi is dreaming of eating a pizza and drinking a cold beer.", {"eat", "drink"}),
        ("Emi is planning on eating early and going to bed.", {"eat", "rest"}),
        ("Emi is looking forward to having a bath and sleeping in.", {"rest", "sleep"}),
    ]) == []


def test_a_verb_of_its_own_after_and_stays_now(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Emi") == kinds, text

    assert failing_cases(one_case, [
        ("Emi is reading a novel and eating cherries.", {"eat"}),
        ("Emi is thinking of her mum and eating her soup.", {"eat"}),
        ("Emi is tired of waiting and starts eating her soup.", {"eat"}),
        ("After finishing her run and drinking a shake, Emi naps.", {"drink", "sleep"}),
    ]) == []
