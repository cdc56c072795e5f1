"""A board, a roster or a list named in the bracket opening a text holds entries, no speakers'
turns (session 30, round fresh127): "[POB board 03:12] Jostein: off shift, cabin 218 | Siri:
PSV inspection" is no talk of Jostein's; a chat opened by a time stamp or a group's name is
still an exchange (rules `dialogue.boards`)."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_names_on_a_board_are_entries_not_turns(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Jostein") == set()

    cases = [
        "[POB board 03:12] Jostein: off shift, cabin 218 | Siri: PSV inspection, wellhead deck",
        "[Duty roster] Jostein: galley | Siri: laundry",
        "[Rota, week 3] Jostein: nights | Siri: days",
        "[Cabin list] Jostein: 218 | Siri: 114 | Femi: 120",
        "[Whiteboard, 06:00] Jostein: drill floor | Siri: crane",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "[12:03] Jostein: hi Siri, see the list? | Siri: yes",
    "[Crew WhatsApp] Jostein: anyone for cards? | Siri: me!",
])
def test_a_chat_is_still_an_exchange(lex, text):
    assert actual_kinds(lex, text, "Jostein") == {"socialize"}
