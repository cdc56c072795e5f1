"""The medium that closes a sender's bracketed header is where one message was posted, no talk
(session 39, round fresh207, ``perception._named_header_tag``), as a tag alone in brackets is
("[chat] Kenji: ..."): "[Ffion, crew chat] not ill, just knackered". Controls: a chat told
inside the message, a plain header.
"""

from __future__ import annotations

from helpers import actual_kinds


def test_a_sender_header_medium_is_no_talk(lex) -> None:
    assert actual_kinds(lex, "[Ffion, crew chat] not ill, just knackered after last night 😴 "
                        "will be in for the 10am drill", "Ffion") == set()
    assert actual_kinds(lex, "[Ffion, family chat] home safe, off to bed", "Ffion") == set()


def test_controls_a_chat_told_in_the_message(lex) -> None:
    assert actual_kinds(lex, "[Ffion, 21:00] long chat with Mam on the phone", "Ffion") \
        == {"socialize"}
    assert actual_kinds(lex, "[Ffion] had a chat with Tom", "Ffion") == {"socialize"}
