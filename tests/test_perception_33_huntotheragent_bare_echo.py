"""The observer echoing the clause before without its verb joins in (session 33, round
huntotheragent).

* "The whole team eats a slice, Ana too", "..., and Ana as well": the observer named after a
  comma with "too" or "as well" at the end of the segment did what someone else did in the
  clause before, as "and so does Ana" already did.
* "Ana does the same", "Ana follows suit": a verb for the whole predicate echoes it too.
* Controls: a negated or planned act before the echo copies nothing, and "Tom eats with Ana
  too" (no comma) is no echo.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"
ACTS = [("The whole team eats a slice of cake", "eat"), ("The kids swim in the lake", "exercise"),
        ("Tom drinks a pint of stout", "drink"), ("The porters nap under the awning", "sleep"),
        ("The nurses work a double shift", "work")]
ECHOES = [", Ana too.", ", and Ana too.", ", Ana as well.", ", and Ana does the same.",
          "; Ana does the same.", " and Ana follows suit.", "; Ana followed suit."]


def test_a_bare_echo_naming_the_observer_copies_the_act(lex) -> None:
    def one_case(act, echo):
        text, kind = act
        assert kind in actual_kinds(lex, f"{text}{echo}", OBSERVER)

    cases = list(itertools.product(ACTS, ECHOES))
    assert failing_cases(one_case, cases) == []


def test_controls_nothing_done_nothing_echoed(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, OBSERVER)

    cases = [("Tom doesn't eat a thing, Ana too.", "eat"),
             ("Tom will swim in the lake later, Ana too.", "exercise"),
             ("Tom eats with Ana too.", "eat"), ("Tom wants to nap; Ana does the same.", "sleep"),
             ("The kids swim in the lake; Ana watches.", "exercise"),
             ("The kids swim, and Ana shouts too.", "exercise"),
             ("The porters nap; Ana doesn't do the same.", "sleep"),
             ("Tom drinks a stout and Ana follows him home.", "drink"),
             ("The nurses work a double shift while Ana reads, Tom too.", "work"),
             ("The whole team eats cake; Ana is too full.", "eat")]
    assert failing_cases(one_case, cases) == []
