"""The eyes closed or shut for a while, however it is counted, are rest ("closes her eyes for
thirty seconds between revision sessions", "shuts his eyes for half a minute"); a session named
as the time between two is no session now (exceptions "between revision sessions", "between
training sessions"). Someone else's closed eyes, planned ones, and eyes closed without a while
are not the observer's rest."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("Matilde", "closes her", "Matilde"), ("Pradeep", "shuts his", "Pradeep"),
            ("You", "close your", "Matilde"), ("I", "shut my", "Matilde")]
WHILES = ["thirty seconds", "half a minute", "ten minutes", "a few minutes", "a moment"]
BETWEEN = ["", " between revision sessions", " between study sessions", " between lessons"]


def test_eyes_closed_for_a_while_are_rest_not_work(lex) -> None:
    def one_case(subject, span, between):
        name, verb, observer = subject
        text = f"{name} {verb} eyes for {span}{between}."
        assert actual_kinds(lex, text, observer) == {"rest"}

    cases = list(product(SUBJECTS, WHILES, BETWEEN))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("span", "between"), list(product(WHILES, BETWEEN)))
def test_someone_elses_closed_eyes_are_not_the_observers(lex, span, between):
    assert "rest" not in actual_kinds(lex, f"Mei closes her eyes for {span}{between}.", "Matilde")


@pytest.mark.parametrize("text", [
    "Matilde closes her eyes as the needle goes in.",
    "Matilde will close her eyes for ten minutes after the exam.",
    "Matilde doesn't close her eyes for a second all night.",
])
def test_no_rest_controls(lex, text):
    assert "rest" not in actual_kinds(lex, text, "Matilde")


@pytest.mark.parametrize("text", [
    "Matilde stretches between training sessions.",
    "Matilde drinks a glass of water between revision sessions.",
])
def test_a_session_named_as_a_time_is_no_session_now(lex, text):
    kinds = actual_kinds(lex, text, "Matilde")
    assert "work" not in kinds and not ("exercise" in kinds and "stretch" not in text)
