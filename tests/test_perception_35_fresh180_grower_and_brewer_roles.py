"""A grower or a maker of beer or spirits named in apposition does that job in the status
line's task (session 35, round fresh180; core.yaml ``status_activity.roles``): "Gunther, the
hop grower, is showing Wout this year's bines @ hop farm: drying shed". Controls: a hobby
(a keen homebrewer) at home and a leisure verb stay no work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_grower_or_a_brewer_in_apposition_is_at_work(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == {"work"}, text

    cases = [("Gunther, the hop grower, is showing Wout this year's bines @ hop farm: drying "
              "shed", "Gunther"),
             ("Gunther, the maltster, is turning the barley @ Klaproos maltings: floor 2",
              "Gunther")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_hobby_or_a_leisure_verb(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == set(), text

    cases = [("Gunther, a keen homebrewer, is showing Wout his kit @ home: garage", "Gunther"),
             ("Gunther, the hop grower, is reading the paper @ hop farm: kitchen", "Gunther")]
    assert failing_cases(one_case, cases) == []
