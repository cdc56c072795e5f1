"""A participle after a wait's clause whose subject is a thing at work by itself (session 37,
round fresh195: a Tokyo convenience store night shift): "Haruto stands by the microwave while a
customer's bento heats, eating a handful of almonds" is Haruto's snack, as "while the kettle
boils and drinks a tea" was his drink; a bento or a kettle eats nothing. Controls: a person in
the clause keeps the participle ("while his friends sprawl on the lawn, snoozing").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_participle_after_a_thing_s_process_is_the_waiter_s(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Haruto") & {"eat", "drink"}, text

    cases = ["Haruto stands by the microwave while a customer's bento heats, eating a handful of "
             "almonds from his apron pocket.",
             "Haruto waits while the kettle boils, eating a biscuit.",
             "Haruto waits while the phone charges, sipping a coffee.",
             "Haruto waits as the printer warms up, eating a rice ball."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_person_in_the_clause_keeps_it(lex) -> None:
    text = "Haruto scrubs the grill while his friends sprawl on the lawn, snoozing in the sun."
    assert actual_kinds(lex, text, "Haruto") == set()
    assert "sleep" in other_kinds(lex, text, "Haruto")
    assert actual_kinds(lex, "Haruto waits while the kettle boils and drinks a tea.",
                        "Haruto") == {"drink"}
