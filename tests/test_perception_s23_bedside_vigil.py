"""A bedside vigil is no rest: sitting "by", "beside" or "at" a bed or a cot that is someone
else's ("sits by his grandmother's bed while she sleeps", "beside her son's cot", "by the bed
of her dying father") is keeping them company, not lounging on a seat; the labelled sets give
such lines no rest. Lying or sitting on someone else's sofa or bed is still rest (no
preposition of beside), and so is sitting by one's own bed or by a thing ("by the pool")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Yara"


def test_sitting_beside_someone_elses_bed_is_no_rest(lex) -> None:
    def one_case(text):
        observer = "Malakai" if text.startswith("Malakai") else OBSERVER
        assert "rest" not in actual_kinds(lex, text, observer)

    cases = [
        "Yara sits by her grandfather's hospital bed while he sleeps off the anaesthetic.",
        "Malakai sits by his grandmother's bed while she sleeps, scrolling his phone.",
        "Yara sits by her mother's bed all evening.",
        "Yara sits beside her son's cot all night.",
        "Yara sits by the bed of her dying father.",
        "Yara sits next to Tom's bed in the ward.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Yara lies on her sister's sofa watching TV.",
    "Yara lies on her grandmother's bed reading a magazine.",
    "Yara sprawls on the sofa for the afternoon.",
    "Yara lies on the bed with a book all morning.",
])
def test_on_a_seat_is_still_rest(lex, text):
    assert "rest" in actual_kinds(lex, text, OBSERVER)
