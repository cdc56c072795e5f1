"""The observer's own stretch of time that something else happens in is theirs (session 29,
round who): "A patient vomits twice during your shift" is the patient's sickness in the
observer's shift; "Hana's nap" after "during" is Hana's; someone else's "her shift" and an
owned meal a verb acts on are left alone."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_stretch_owned_by_the_observer_after_during_is_theirs(lex) -> None:
    def one_case(text, observer, mine, others):
        assert actual_kinds(lex, text, observer) == mine
        assert other_kinds(lex, text, observer) == others

    cases = [
        ("A patient vomits twice during your shift.", None, {"work"}, {"illness"}),
        ("During your shift, a patient vomits twice.", None, {"work"}, {"illness"}),
        ("The printer breaks down during your shift.", None, {"work"}, set()),
        ("The alarm goes off during your nap.", None, {"sleep"}, set()),
        ("A patient vomits twice during Hana's shift.", "Hana", {"work"}, {"illness"}),
        ("The alarm goes off during Hana's nap.", "Hana", {"sleep"}, set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, observer, kinds", [
    ("Tom vomits during her shift.", "Hana", {"illness", "work"}),
    ("Tom eats your lunch.", None, {"eat"}),
    ("Tom drinks your beer.", None, {"drink"}),
])
def test_someone_elses_stretch_or_an_owned_object_stays_theirs(lex, text, observer, kinds):
    assert actual_kinds(lex, text, observer) == set()
    assert other_kinds(lex, text, observer) == kinds
