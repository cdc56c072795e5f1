"""A token amount not yet taken at "before" was cut off: "before" + a perfect ("before she has
taken a single bite", "before you'd had a drop") or a gerund ("rushes out before taking a bite")
up to a token amount (``cues.negation.token_amounts``) negates that meal; a full meal after
"before" ("before she has dinner", "before eating lunch") is only an order of events, and an
amount taken before something else ("takes a bite before she runs off") stays actual."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

PEOPLE = [("Ana", "she"), ("Tomas", "he"), ("Mei", "she"), ("Kwame", "he")]
LEAVES = ["rushes out", "is called away", "gets up and leaves", "has to run for the bus",
          "was called to the ward"]
CUT = {"before {p} has taken a single bite": "eat", "before {p}'d had a drop": "drink",
       "before taking a bite": "eat", "before having a sip": "drink",
       "before {p} had taken so much as a mouthful": "eat",
       "before {p}'s had a sip of tea": "drink",
       "before getting a single gulp of water": "drink"}


def test_a_token_amount_cut_off_by_before_is_no_meal(lex):
    cases = [(f"{n} {leave} {cut.format(p=p)}.", n, kind) for (n, p), leave, (cut, kind)
             in itertools.product(PEOPLE, LEAVES, CUT.items())]
    assert len(cases) == 140
    assert [t for t, n, kind in cases if kind in actual_kinds(lex, t, n)] == []


def test_a_meal_after_before_or_an_amount_taken_first_stays_actual(lex):
    controls = {"{n} takes a bite before {p} runs off.": "eat",
                "{n} has a sip of tea before {p} leaves.": "drink",
                "{n} eats a sandwich before the bell rings.": "eat",
                "{n} drinks a glass of water before {p} goes out.": "drink"}
    cases = [(t.format(n=n, p=p), n, kind) for (n, p), (t, kind)
             in itertools.product(PEOPLE, controls.items())]
    assert [t for t, n, kind in cases if kind not in actual_kinds(lex, t, n)] == []
