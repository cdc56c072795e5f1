"""Nigerian Pidgin "chop" (eat) after its aspect markers (session 30, round fresh133): "don
chop" (has eaten) and "dey chop" (is eating) are eating, with the verb bare as Pidgin verbs
take no endings (eat `bare_after`); "Don chops the onions" is a name's chopping, a cook's
knife work, and "no chop" is eating negated."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_pidgin_chop_after_don_or_dey_is_eating(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Kelechi") == {"eat"}

    cases = [
        "KELECHI DON CHOP THREE PLATES OF JOLLOF FOR DEPARTMENTAL PARTY!!!",
        "Garri and groundnut na im Kelechi don dey chop for three days of exams.",
        "Kelechi dey chop suya for roadside now now.",
        "I don chop, I no fit again.",
        "Kelechi don chop the small rice wey remain for pot.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Don chops the onions for the stew.",
    "Don chopped wood all afternoon.",
    "Don is chopping peppers in the yard.",
])
def test_a_name_don_before_an_inflected_chop_is_no_pidgin_eating(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Don")


def test_someone_elses_pidgin_chop_is_theirs(lex):
    text = "Kelechi's brother don chop all the meat pie."
    assert actual_kinds(lex, text, "Kelechi") == set()
    assert other_kinds(lex, text, "Kelechi") == {"eat"}


def test_pidgin_no_chop_is_no_eating(lex):
    assert actual_kinds(lex, "Kelechi no chop since morning o.", "Kelechi") == set()
