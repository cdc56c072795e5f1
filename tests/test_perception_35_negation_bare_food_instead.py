"""A food had instead with no verb after a refusal (session 35, round negation): "Fatima didn't
touch the biscuits, only the fruit salad", "Omar didn't have the stew, only the rice" eat the
fruit salad and the rice, as "just"/"only"/a dash already opened a drink had instead
(core.yaml kinds.eat.instead_bare; "the" may stand between, perception._BARE_AMOUNTS).
Controls: a verb after the bare word ("just stared at it"), a verb after a subject pronoun
that is also a food's name ("he just wraps his hands round the mug") and no refusal at all
have nothing instead.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_bare_food_after_a_refusal_is_eaten(lex) -> None:
    def one_case(text, name, kind):
        assert actual_kinds(lex, text, name) == {kind}, text

    cases = [("Fatima didn't touch the biscuits, only the fruit salad.", "Fatima", "eat"),
             ("Omar didn't have the stew, only the rice.", "Omar", "eat"),
             ("Ana skipped dinner — just a slice of toast.", "Ana", "eat"),
             ("Fatima didn't touch the beer, only the lemonade.", "Fatima", "drink")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_verb_after_the_bare_word_or_no_refusal_have_nothing(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == set(), text

    cases = [("Ana didn't eat the cake, just stared at it.", "Ana"),
             ("Yannick's hot chocolate is still too hot to drink, so he just wraps his hands "
              "round the mug.", "Yannick"),
             ("Ana looked at the menu, only the rice.", "Ana")]
    assert failing_cases(one_case, cases) == []
