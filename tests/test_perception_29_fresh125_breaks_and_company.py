"""Session 29 (fresh125): a dish set "in front of" someone awaits only eating or drinking; a
smoke break is no fire; a partner's name set off by commas keeps the joint subject."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("text, kinds", [
    ("Tomasz slumps on the pub sofa watching a rugby match on the telly, a lemonade going flat "
     "in front of him.", {"rest"}),
    ("Tomasz lies on the bench with a pint in front of him.", {"rest"}),
    ("Tomasz sprawls on the couch, the untouched curry in front of him.", {"rest"}),
    ("Tomasz has a plate of chips in front of him.", set()),
])
def test_a_dish_in_front_of_someone_awaits_only_the_meal(lex, text, kinds):
    assert actual_kinds(lex, text, "Tomasz") == kinds


def test_a_smoke_break_is_no_fire(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ann") == kinds

    cases = [
        ("Ann and Bob share a smoke break outside, chatting.", {"socialize"}),
        ("Ann is on her smoke break.", {"rest"}),
        ("The smoke breaks through the ceiling.", {"danger"}),
        ("Clouds of smoke break through the roof.", {"danger"}),
        ("Ann steps out for a smoke break and sees smoke rising from the barn.", {"danger"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_partner_named_again_between_commas_keeps_the_joint_subject(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ruaridh") == kinds

    cases = [
        ("Ruaridh and the gaffer, Jean, share a fag break by the portcullis, moaning happily about "
         "the weather.", {"socialize"}),
        ("Ruaridh and his sister, Ailsa, catch up on the steps.", {"socialize"}),
        ("Ruaridh and his mate, Dev, sing in the van.", {"socialize"}),
        ("Ruaridh and the gaffer, Jean, moan about the rota.", {"socialize"}),
        ("Ruaridh and the gaffer, Jean, share a pot of tea.", {"socialize"}),
    ]
    assert failing_cases(one_case, cases) == []
