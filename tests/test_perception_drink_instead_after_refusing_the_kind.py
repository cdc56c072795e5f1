"""What is had instead after the kind itself is refused: "I'm not drinking today - designated
driver — so it's elderflower cordial all the way" drinks the cordial ("not drinking" is alcohol;
core.yaml's instead_verbs "it's", "it is"). After a refusal by the verb, or after "it's", only a
food or drink the lexicon knows is had ("it's a school night", "it's too warm", "sticking to his
guns" have none); someone else's refusal, and a planned one, are not the observer's drink."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

REFUSALS = ["I'm not drinking today", "Ravi isn't drinking today", "Ravi doesn't drink",
            "I won't drink at the wedding"]
LINKS = [" — designated driver — so it's", ", so it's", ", it is"]
DRINKS = ["elderflower cordial", "lemonade", "sparkling water", "orange squash", "ginger beer"]
TAILS = [" all the way.", " for me.", "."]


def test_the_drink_named_after_refusing_drinking_is_drunk(lex) -> None:
    def one_case(refusal, link, drink, tail):
        text = f"{refusal}{link} {drink}{tail}"
        assert "drink" in actual_kinds(lex, text, "Ravi")

    cases = list(product(REFUSALS, LINKS, DRINKS, TAILS))
    assert failing_cases(one_case, cases) == []


def test_no_drink_named_no_drink_had(lex) -> None:
    def one_case(refusal, link, tail):
        assert "drink" not in actual_kinds(lex, f"{refusal}{link}{tail}", "Ravi")

    cases = list(product(
        REFUSALS, [", so it's", ", it is"],
        [" a school night.", " too late.", " not worth it.", " the rules."]))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_refusal_is_not_the_observers(lex) -> None:
    def one_case(link, drink):
        text = f"Mei isn't drinking tonight{link} {drink} all the way."
        assert "drink" not in actual_kinds(lex, text, "Ravi")

    cases = list(product(LINKS, DRINKS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ravi won't touch the beer, it's too warm.",
    "Ravi isn't drinking, sticking to his guns.",
    "Ravi won't drink tomorrow, so it'll be lemonade.",
])
def test_no_drink_controls(lex, text):
    assert "drink" not in actual_kinds(lex, text, "Ravi")
