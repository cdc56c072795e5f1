"""A description denied is still said of its subject (session 29, round negation): "is not",
"isn't", "was never" + "a"/"an" + a person word ("Rafael isn't a big drinker") is a predicate,
no new person, so "he" after it is still Rafael ("..., but he had a glass of wine"), as in "is
a big drinker, and he ...". Negative controls: the person word with "the" after a contrast is
someone else, and the description's own act stays out."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_denied_description_keeps_its_subject(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Rafael") == kinds

    cases = [
        ("Rafael isn't a big drinker, but he had a glass of wine.", {"drink"}),
        ("Rafael isn't a drinker, but he had a glass of wine.", {"drink"}),
        ("Rafael is not an athlete, but he ran five kilometres today.", {"exercise"}),
        ("Rafael was never a big eater, but he finished the whole pizza.", {"eat"}),
        ("Rafael is a big drinker, and he had a glass of wine.", {"drink"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Rafael isn't a nurse, but he helps the nurse, who is eating a sandwich.",
    "Rafael isn't a big drinker.",
])
def test_someone_else_or_the_description_alone_is_no_act(lex, text):
    assert actual_kinds(lex, text, "Rafael") == set()
