"""A cue's window that ends inside a list of noun phrases reaches the list's end (session 33,
round leftovers).

* "ask for" (waiting, window 4) reaches every object of a coordination with no verb and no
  clause break between: "Jem has asked for a chop and a pint" waits for the pint too (it was
  drunk, the term 'have + pint').
* A verb after "and" is a new predicate the wait does not reach: "asks for water and drinks
  it" is drunk (it was waiting); a clause with a new subject after "and" is its own ("has
  asked for a chop, and Tom eats his").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Jem"


def test_a_wait_reaches_every_object_of_a_list(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == set(), text

    cases = [
        "Jem has asked for a chop and a pint.",
        "Jem has asked for a pie and a pint at the bar.",
        "Jem has asked for two coffees and a bun.",
        "Jem has asked for a sandwich and a cup of tea.",
        "Jem has asked for toast, eggs and a glass of milk.",
        "Jem has asked for a steak, chips and a beer.",
        "Jem has asked for a bowl of soup and two pints of cider.",
        "Jem has asked for a burger or a hot dog.",
        "Jem has asked for a scone and a large latte.",
        "Jem has asked for a chop, a potato and a pint.",
        "Jem has asked for the soup and the house wine.",
        "Jem has asked for some rice and a lassi.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_verb_or_a_clause_after_and_is_outside_the_wait(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds, text

    cases = [
        ("Jem asks for water and drinks it.", {"drink"}),
        ("Jem asks for a beer and drinks it slowly.", {"drink"}),
        ("Jem asks for a glass of milk and drinks it at the counter.", {"drink"}),
        ("Jem pays for a pie and eats it on the bus.", {"eat"}),
        ("Jem asks for a bun and eats it standing up.", {"eat"}),
        ("Jem has asked for a chop, and Tom eats his.", set()),
        ("Jem has asked for a pint, and Tom drinks his.", set()),
        ("Jem asks for tap water, which he drinks.", {"drink"}),
        ("Jem has a pint and a pie.", {"drink", "eat"}),
        ("Jem drinks a pint and eats a pie.", {"drink", "eat"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_the_other_one_in_the_clause_after_and_still_eats(lex) -> None:
    assert "eat" in other_kinds(lex, "Jem has asked for a chop, and Tom eats his.", OBSERVER)
