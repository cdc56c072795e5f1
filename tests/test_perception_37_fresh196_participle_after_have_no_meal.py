"""A perfect "have" before another verb's participle is no meal of "have" (session 37, round
fresh196, perception ``_EN_PARTICIPLES`` and the "-ed" food-noun check): "has wrapped herself
in two horse blankets" is no wrap eaten, "has fished all day" no fish, and an irregular
participle ("has given up vodka", "has stolen a pie") no drink or food had. Controls: a
meal told by "have" with its food, a food whose name holds the participle ("had roasted
chicken"), an "-ed" form closing its clause ("had snacked."), and "has eaten".
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_food_nouns_ed_form_with_words_after_it_is_a_participle(lex) -> None:
    def one_case(case):
        text, kinds = case
        assert actual_kinds(lex, text, "Kasia") == kinds, text

    cases = [("Kasia has a streaming cold and has wrapped herself in two horse blankets.",
              {"illness"}),
             ("Kasia had wrapped herself in a blanket.", set()),
             ("Kasia has fished all day.", set()),
             ("Kasia has hammed it up all night.", set()),
             ("Kasia has wrapped a slice of cake in a napkin.", set())]
    assert failing_cases(one_case, cases) == []


def test_an_irregular_participle_after_have_holds_no_meal(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Kaz") == set(), text

    cases = ["Kaz has given up coffee.",
             "Old Kaz has given up vodka but not his sausage.",
             "Kaz has stolen a pie from the kitchen.",
             "Kaz has hidden a bottle of vodka in the hay.",
             "Kaz has given up beer for Lent."]
    assert failing_cases(one_case, cases) == []


def test_controls_meals_had_stay(lex) -> None:
    assert actual_kinds(lex, "Kasia has had a wrap.", "Kasia") == {"eat"}
    assert actual_kinds(lex, "Kasia had roasted chicken for dinner.", "Kasia") == {"eat"}
    assert actual_kinds(lex, "Kasia had snacked.", "Kasia") == {"eat"}
    assert actual_kinds(lex, "Kaz has eaten a pie.", "Kaz") == {"eat"}
    assert actual_kinds(lex, "Kaz has had ten beers.", "Kaz") == {"drink"}
    assert actual_kinds(lex, "Kaz has taken a sip of tea.", "Kaz") == {"drink"}
