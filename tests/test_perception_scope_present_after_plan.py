"""Words that open the present after a plan ("for now", "in the meantime", "for the time being",
"until then") end the plan's reach: "Kenji is going to swim later and for now he is eating a
sandwich" eats now. The plan itself stays ahead, and a plan after the words is still a plan.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

PLANS = [("exercise", "is going to swim later"), ("exercise", "will go for a run at six"),
         ("socialize", "is going to meet Ana tonight"), ("work", "will start the report later")]
OPENERS = ["and for now", "and in the meantime", "but for the time being", "and until then",
           ", in the meantime,"]
NOW = [("eat", "he is eating a sandwich"), ("drink", "he sips a coffee"),
       ("sleep", "he is napping on the sofa")]


def test_what_follows_an_opener_of_the_present_is_now(lex) -> None:
    def one_case(plan, opener, now):
        plan_kind, plan_words = plan
        kind, words = now
        text = f"Kenji {plan_words} {opener} {words}.".replace(" ,", ",")
        kinds = actual_kinds(lex, text, "Kenji")
        assert kind in kinds, text
        assert plan_kind not in kinds, text

    cases = list(itertools.product(PLANS, OPENERS, NOW))
    assert failing_cases(one_case, cases) == []


AHEAD = ["Kenji is going to rest for now.", "Kenji wants to eat for now.",
         "For now Kenji is going to sleep on the sofa.",
         "Kenji is busy; in the meantime he will eat a sandwich."]


@pytest.mark.parametrize("text", AHEAD)
def test_a_plan_beside_the_opener_stays_ahead(lex, text):
    assert not actual_kinds(lex, text, "Kenji") & {"rest", "eat", "sleep"}, text
