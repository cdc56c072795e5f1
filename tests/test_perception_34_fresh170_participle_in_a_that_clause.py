"""A participle after "while" in a clause opened by "that" belongs to that clause's subject,
also when the subject is a noun phrase with a determiner (session 34, round fresh170):
"Kosgei reads online that a rival broke a bone while training" is the rival's training, as
"that Kiprop broke a bone while training" already was (perception._opens_named_clause, read
by _host_subject). Controls: with no "that" clause the participle stays the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_while_ing_in_a_that_clause_is_that_clauses_subjects(lex) -> None:
    def one_case(verb, who, what, ing):
        text = f"Chebet {verb} that {who} {what} while {ing}."
        assert "exercise" not in actual_kinds(lex, text, "Chebet"), text
        assert "exercise" in other_kinds(lex, text, "Chebet"), text

    cases = [(v, who, what, ing)
             for v in ["reads", "hears", "reads online"]
             for who in ["a rival", "the old man", "his friend", "her young cousin"]
             for what, ing in [("broke a bone", "training"), ("fell", "training"),
                               ("was hurt", "training")]]
    assert failing_cases(one_case, cases) == []


def test_controls_the_observers_own_participle_stays_hers(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, "Chebet"), text

    cases = ["Chebet broke a bone while training.",
             "Chebet twisted her ankle while training in Eldoret.",
             "Chebet hurt her knee while training, she says."]
    assert failing_cases(one_case, cases) == []
