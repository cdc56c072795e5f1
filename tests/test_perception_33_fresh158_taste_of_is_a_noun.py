""""The" + a verb word + "of" heads a noun phrase, no verb with its object (session 33, fresh158).

* "with the taste of mezcal still in your mouth", "the finish of the wine lingers": the taste
  left over is no drink had now (it was "taste + mezcal", a drink).
* Controls: the verb itself with its object still counts ("tastes the new cider", "finishes the
  last of the wine").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_the_taste_of_a_drink_is_no_drink(lex) -> None:
    def one_case(head, drink, frame):
        text = frame.format(f"the {head} of {drink}")
        assert actual_kinds(lex, text, OBSERVER) == set(), text

    cases = list(itertools.product(
        ["taste", "finish"], ["mezcal", "the wine", "coffee", "whisky", "the cider"],
        ["Ana wakes with {} still in her mouth.", "Ana can still feel {} from last night.",
         "{} lingers on Ana's tongue."]))
    assert failing_cases(one_case, cases) == []


def test_controls_the_verb_with_its_drink_is_a_drink(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"drink"}, text

    cases = ["Ana tastes the new cider.", "Ana finishes the last of the wine.",
             "Ana tastes the mezcal at the stall.", "Ana drinks the rest of the lemonade.",
             "Ana finishes her coffee."]
    assert failing_cases(one_case, cases) == []
