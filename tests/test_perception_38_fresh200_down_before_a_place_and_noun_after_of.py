"""A meal verb that is also an adverb, with a place right after it, is the adverb; a bare
verb's word right after "of" is the thing (session 38, round fresh200).

"keeps your head down over the milk ledger" downs no milk ("down" before "over", "beside",
"on"...: ``perception._PARTICLE_VERBS``, ``_PARTICLE_PLACES``), and a drink's books, yields and
samples are compounds (drink ``object_not_before``: "ledger", "yields", "samples", "shed"); "a
glass of milk still warm from the cow" milks no cow. Controls: "downs the milk", "I down my
beer", "gulps her pie down with a beer", "lingers over a coffee", "milks the cows".
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_down_before_a_place_downs_nothing(lex) -> None:
    def one_case(text):
        assert "drink" not in actual_kinds(lex, text, "Anna"), text

    cases = ["You keep your head down over the milk ledger.",
             "Anna sets the bucket down beside the milk.",
             "Anna puts her head down on the table next to her beer.",
             "Anna lays the crate down by the tea urn.",
             "Anna keeps her head down over the beer log all evening.",
             "Anna checks the milk yields in the book.",
             "Anna takes the milk samples to the lab."]
    assert failing_cases(one_case, cases) == []


def test_a_bare_verb_after_of_is_the_thing(lex) -> None:
    assert actual_kinds(lex, "Heidi is drinking a glass of milk still warm from the cow.",
                        "Heidi") == {"drink"}
    assert actual_kinds(lex, "Heidi carries a glass of milk to the table.", "Heidi") == set()


def test_controls_downed_drinks_and_milked_cows(lex) -> None:
    assert actual_kinds(lex, "Anna downs the milk.", "Anna") == {"drink"}
    assert actual_kinds(lex, "I down my beer in one.", "Anna") == {"drink"}
    assert actual_kinds(lex, "Anna lingers over a coffee.", "Anna") == {"drink"}
    assert actual_kinds(lex, "Anna gulps her pie down with a beer.", "Anna") == {"eat", "drink"}
    assert actual_kinds(lex, "Heidi milks the cows at dawn.", "Heidi") == {"work"}
