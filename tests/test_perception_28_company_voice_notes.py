"""A voice note goes one way (session 28, round company): a recorded message sent, left or
listened to is no company, like a text ("sends her sister a voice note", "listens to a voice
note from her sister"); voice notes swapped, and a chat after one, stay company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_voice_note_goes_one_way(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ada") == set()

    cases = [
        "Ada sends her sister a voice note.",
        "Ada records a voice note for her sister.",
        "Ada listens to a voice note from her sister.",
        "Ada's sister sends her a voice note.",
        "Ada sends her sister a text.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ada and her sister swap voice notes all evening.",
    "Ada sends her sister a voice note and they chat for an hour.",
])
def test_voice_notes_swapped_or_a_chat_after_stay_company(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"socialize"}
