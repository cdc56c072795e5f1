"""A denial's scope ends at "and" + a focus adverb + an inflected continuer ("refuses the cake and
instead goes to sleep", "skipped the gym and then went to bed"), as it does at "and" + an action.
A bare continuer after a plan's "and then" ("wants to eat and then go to sleep") is no new
predicate of its own, and the denied event stays denied.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

DENIALS = [("eat", "Ana refuses the cake"), ("eat", "Ana doesn't touch the curry"),
           ("drink", "Ana declines the wine"), ("eat", "Ana leaves her dinner untouched"),
           ("drink", "Ana refused the beer")]
ADVERBS = ["instead", "then", "just", "finally"]
CONTINUED = [("sleep", "goes to sleep"), ("sleep", "went to sleep")]


def test_a_continuer_past_and_and_an_adverb_is_done(lex) -> None:
    def one_case(denial, adverb, done):
        denied_kind, denied = denial
        kind, words = done
        text = f"{denied} and {adverb} {words}."
        kinds = actual_kinds(lex, text, "Ana")
        assert kind in kinds, text
        assert denied_kind not in kinds, text

    cases = list(itertools.product(DENIALS, ADVERBS,
                                                                           CONTINUED))
    assert failing_cases(one_case, cases) == []
