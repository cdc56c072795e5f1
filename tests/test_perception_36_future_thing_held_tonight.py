"""A thing held "tonight", at a sentence's end, is ahead; an act or an ailment tonight is now.

Session 36, round future: "Ingrid eats an early dinner because she has a night shift tonight"
had been work now. "tonight" closing a sentence now reaches back within its comma part to a
thing the subject "has" (``_had_on_a_day``), as a day or a clock time already did ("has yoga on
Friday", "has yoga at 7"): "has football practice tonight.". It does not reach an act in the
progressive, which the present stretch may hold now ("is working tonight."), an ailment had
("has a fever tonight."), a meal "had", which is taken then ("has pizza with the kids
tonight.", as for a clock time), or a thing had in the past.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_thing_held_tonight_is_ahead(lex) -> None:
    def one_case(text, kinds, ahead):
        assert actual_kinds(lex, text, "Gwen") == kinds, text
        assert ahead <= other_kinds(lex, text, "Gwen"), text

    assert failing_cases(one_case, [
        ("Gwen eats an early dinner because she has a night shift tonight.", {"eat"},
         {"work"}),
        ("Gwen has football practice tonight.", set(), {"exercise"}),
    ]) == []


def test_an_act_an_ailment_or_a_past_tonight_is_now(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Gwen") == kinds, text

    assert failing_cases(one_case, [
        ("Gwen is working tonight.", {"work"}),
        ("Gwen has a fever tonight.", {"illness"}),
        ("Gwen had dinner with Sam tonight.", {"eat", "socialize"}),
        ("Gwen has pizza with the kids tonight.", {"eat", "socialize"}),
    ]) == []
