"""A meal cut short before it began: "before" + the eater + a pluperfect ("got pulled away
before she'd had a drop", "the bell rang before he had even taken a bite") denies the meal, as
"before she can take a sip" does; so does a particle of leaving right before "before" + an
-ing verb and a token amount ("rushes out before taking a bite", "is called away before having
a sip"). Controls: "had" + a determiner is the plain past ("blows on her tea before she had a
sip"), a token amount after an action that is no leaving is had ("blows on her tea before taking
a sip"), and a meal after the leaving in its own clause stays."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

WHO = [("Sana", "she"), ("Tom", "he"), ("Mei", "she")]
LEAVINGS = ["gets pulled away", "is called away", "rushes out", "dashes off", "runs out"]
PERFECTS = [("'d had a drop of her {x}", "drink"), ("'d even taken a bite of the {y}", "eat"),
            (" had taken a sip of the {x}", "drink"), (" had eaten a thing", "eat")]
INGS = [("taking a bite of the {y}", "eat"), ("having a sip of the {x}", "drink"),
        ("taking a sip of the {x}", "drink"), ("getting a mouthful of the {y}", "eat")]
DRINKS, FOODS = ["coffee", "tea", "lemonade"], ["toast", "stew", "cake"]


def test_a_pluperfect_meal_after_before_was_not_had(lex):
    cases = [(f"{n} {leave} before {p}{t.format(x=x, y=y)}.", n, k)
             for (n, p), leave, (t, k), x, y
             in itertools.product(WHO, LEAVINGS, PERFECTS, DRINKS[:2], FOODS[:2])]
    assert len(cases) == 240  # (minus repeats of the food-free item: all are checked)
    assert [t for t, n, k in cases if k in actual_kinds(lex, t, n)] == []


def test_a_token_amount_after_a_leaving_was_not_had(lex):
    cases = [(f"{n} {leave} before {t.format(x=x, y=y)}.", n, k)
             for (n, _), leave, (t, k), x, y
             in itertools.product(WHO, LEAVINGS, INGS, DRINKS, FOODS)]
    assert [t for t, n, k in cases if k in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who,pron", WHO)
@pytest.mark.parametrize("drink", DRINKS)
def test_controls_a_plain_past_or_a_sip_after_no_leaving_is_had(lex, who, pron, drink):
    assert "drink" in actual_kinds(lex, f"{who} blows on the {drink} before {pron} had a sip.", who)
    assert "drink" in actual_kinds(lex, f"{who} blows on the {drink} before taking a sip.", who)


@pytest.mark.parametrize("who,pron", WHO)
def test_control_a_meal_after_the_leaving_in_its_own_clause_stays(lex, who, pron):
    text = f"{who} rushes out before taking a sip of the coffee, and eats a bun on the bus."
    assert "eat" in actual_kinds(lex, text, who)
