"""One's own glass raised in a toast is a drink and company, as "raise a glass" ("raises her
glass to the couple"); a slug is a swig ("takes a slug of whisky"); a further helping gone back
for or helped to is eaten ("goes back for thirds", "helps herself to seconds"); grazing at the
buffet is picking at it. Someone else's toast or helping, a planned one and a garden slug are
not the observer's."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("Ana", "her", "herself"), ("Kofi", "his", "himself")]
CASES = [("raises {p} glass to the couple", {"drink", "socialize"}),
         ("takes a slug of whisky from the flask", {"drink"}),
         ("goes back for thirds", {"eat"}),
         ("helps {r} to seconds", {"eat"}),
         ("grazes at the buffet", {"eat"})]


def test_toasts_slugs_and_further_helpings_are_had(lex) -> None:
    def one_case(subject, case):
        name, p, r = subject
        what, kinds = case
        assert actual_kinds(lex, f"{name} {what.format(p=p, r=r)}.", name) >= kinds

    cases = list(product(SUBJECTS, CASES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("case", CASES)
def test_someone_elses_is_not_the_observers(lex, case):
    what, kinds = case
    assert not kinds & actual_kinds(lex, f"Mei {what.format(p='her', r='herself')}.", "Ana")


@pytest.mark.parametrize("text", [
    "Ana will raise her glass at the toast later.",
    "Ana finds a slug on the lettuce.",
    "Ana doesn't go back for thirds.",
])
def test_no_meal_controls(lex, text):
    assert not {"eat", "drink"} & actual_kinds(lex, text, "Ana")
