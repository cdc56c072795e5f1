""""Tuck in" + someone put to bed (or bedding, a shirt) is no meal, and "warm up" + food, a
bottle or an engine is heating, no warm-up (session 38, round other: exceptions.yaml). "Ana
tucks in her daughter and lets her sleep" was Ana's meal; "warms up the baby's feed" her
workout. Controls: "tucks in", "tucks into her dinner", "warms up before the match" stay.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_tucked_and_warmed_objects(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Ana tucks in her daughter.', 'Ana', set()),
             ('Ana tucks in the kids and turns off the light.', 'Ana', set()),
             ('You tuck in your son.', None, set()),
             ('Ana tucks in her shirt.', 'Ana', set()),
             ('Ana warms up the soup.', 'Ana', set()),
             ('Ana warms up some milk for the baby.', 'Ana', set()),
             ("Ana warms up the baby's feed.", 'Ana', set())]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Ana tucks in.', 'Ana', {'eat'}),
             ('Ana tucks into her dinner.', 'Ana', {'eat'}),
             ('The stew arrives and Ana tucks in, her fork already raised.', 'Ana', {'eat'}),
             ('Ana warms up with a jog.', 'Ana', {'exercise'}),
             ('Ana warms up before the match.', 'Ana', {'exercise'}),
             ('Ana warms up some leftovers and eats them.', 'Ana', {'eat'})]
    assert failing_cases(one_case, cases) == []
