"""A telling over a work radio, an intercom or a headset is the job's talk, no company.

"'Box, box,' Chloé tells Rafael over the radio", "On the team radio, Kenji's engineer tells him
a car has crashed": instruction or news on a job's line (socialize's ``work_lines``). A chat,
jokes or a talk over a radio or a CB stay company ("chats with her husband over the radio",
"trades jokes over the CB", "talks to the passing fishermen over the radio about the weather"),
and a telling with no line in its sentence stays company ("tells her husband about the radio").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

LINES = ["over the radio", "on the team radio", "over the intercom", "on her headset",
         "by radio", "over the VHF", "on the walkie"]
TOLD = ["tells the crane operator {line} to lower the load",
        "tells Rafael {line} that they are pitting",
        "warns the deck crew {line} that the load is swinging",
        "instructs the driver {line} to save fuel"]


def test_telling_on_a_talk_line_is_no_company(lex) -> None:
    def one_case(line, told):
        assert "socialize" not in actual_kinds(lex, "Ana " + told.format(line=line) + ".", "Ana")

    cases = list(itertools.product(LINES, TOLD))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("line", LINES[:3])
def test_fronted_talk_line(lex, line):
    text = f"{line[0].upper()}{line[1:]}, Ana's engineer tells her a car has crashed."
    assert "socialize" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("line,chat", list(itertools.product(
    ["over the radio", "over the CB", "on the radio"],
    ["chats with her husband {line}", "trades jokes {line} with a driver",
     "talks to the passing fishermen {line} about the weather"])))
def test_chat_on_a_line_stays_company(lex, line, chat):
    assert "socialize" in actual_kinds(lex, "Ana " + chat.format(line=line) + ".", "Ana")


@pytest.mark.parametrize("text", [
    "Ana tells her husband about the radio.",
    "Ana tells her husband about her day.",
    "Over a beer at the motel bar, Aiko tells Ana how she broke three ribs on a two-way stunt.",
    "Ana's coworker was mugged on her way home, she tells Ana in the morning."])
def test_telling_without_a_line_stays_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Ana")
