"""A denial does not reach past "and" + a noun phrase with a finite verb: a clause of its own.

Session 37, round negation: "and" + a pronoun or a name already ended a denial's reach, but
"Rosa grabbed the metal gate latch without gloves and now her palm is blistered and raw" and
"You grab the tent pole without looking and a rusty nail tears a gash across your palm" had the
hurt denied by "without". "and" (past "now", "then", "suddenly") + a determiner or an owner + a
noun phrase + a finite verb now ends it (``_and_noun_clause_between``). A list of objects after
the denied verb stays denied ("doesn't eat the bread and the cheese"), and so does what a denial
that reaches a whole sentence covers ("tested negative and the cramps were just the heat").
"""

from helpers import actual_kinds, failing_cases


def test_a_clause_with_its_own_noun_subject_is_out_of_reach(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Rosa") == kinds, text

    assert failing_cases(one_case, [
        ("Rosa grabbed the metal gate latch without gloves and now her palm is blistered and "
         "raw.", {"injury"}),
        ("You grab the tent pole without looking and a rusty nail tears a gash across your "
         "palm.", {"injury"}),
    ]) == []


def test_objects_and_sentence_wide_denials_stay_denied(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Rosa") == kinds, text

    assert failing_cases(one_case, [
        ("Rosa doesn't eat the bread and the cheese.", set()),
        ("Rosa didn't eat and the soup went cold.", set()),
        ("Rosa didn't sleep and her eyes are red.", set()),
        ("It was not cholera after all: Rosa tested negative and the cramps were just the "
         "heat.", set()),
    ]) == []
