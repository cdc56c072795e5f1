"""What a log or an app says comes next is planned ("Next: end shift → sleep", "Up next: dinner
with Tom"), not "Next, she eats breakfast"; calls swiped away or rejected are no company
("swipes away three calls from her sister and eats her toast alone")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_not_done(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = [
        ("[RiderApp] Ana — status: en route to pickup. Next: end shift → sleep.", "sleep"),
        ("Next: sleep.", "sleep"),
        ("Up next: dinner with Tom.", "socialize"),
        ("Ana swipes away three calls from her sister and eats her toast alone.", "socialize"),
        ("Ana rejects a call from Tom.", "socialize"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana slept well. Next, she eats breakfast.", "eat"),
    ("Ana swipes away three calls from her sister and eats her toast alone.", "eat"),
])
def test_done(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
