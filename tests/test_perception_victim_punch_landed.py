"""A punch that lands on the observer's face or body is her injury as well as a fight (session 21).

"Tom punches Ana in the jaw", "Ana is punched in the face by a drunk", "gets punched in the
stomach" were conflict only (the labels count a punch taken on the mouth as injured). The
injury kind's verb "punch" with a part of the face or the body, and its terms "punch in the
face/jaw/...", now add injury for the one struck; the one who punches is hurt by nothing
("Ana punches Tom in the jaw"), and a playful punch on the arm or a thing punched is no wound.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("text", [
    "Tom punches Ana in the jaw.",
    "Ana is punched in the face by a drunk outside the speakeasy.",
    "Ana gets punched in the stomach at the night market.",
    "A docker punches Ana in the ribs on the quay.",
])
def test_a_punch_landed_on_her_is_conflict_and_injury(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"conflict", "injury"}


def test_no_injury_for_the_puncher(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds

    cases = [
        ("Ana punches Tom in the jaw.", {"conflict"}),
        ("Ana punches him in the face.", {"conflict"}),
        ("Ana watches Tom punch the deckhand in the face.", set()),
        ("Tom punches the air and Ana grins.", set()),
        ("Ana punches the dough in the bowl.", set()),
    ]
    assert failing_cases(one_case, cases) == []
