"""Knitting or crocheting made to sell is the job, no rest (session 35, round fresh178): the rest
terms ``knit`` and ``crochet`` yield to a work event of their clause ("is knitting a sweater with
a row of condors across the front, to sell in the co-op shop"). Controls: knitting for family
or by the fire stays rest.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_craft_made_to_sell_is_work_not_rest(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == {"work"}, text

    cases = [("Rosa is knitting a sweater with a row of condors across the front, to sell in the"
              " co-op shop @ co-op: porch bench", "Rosa"),
             ("Rosa crochets hats to sell at the craft fair.", "Rosa"),
             ("I knit woolly hats to sell at the market.", None)]
    assert failing_cases(one_case, cases) == []


def test_controls_a_craft_at_leisure_stays_rest(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == {"rest"}, text

    cases = [("Rosa knits a scarf for her grandson.", "Rosa"),
             ("Rosa knits by the fire while Tom cooks dinner.", "Rosa"),
             ("You crochet a blanket by lamplight in the tent.", None)]
    assert failing_cases(one_case, cases) == []
