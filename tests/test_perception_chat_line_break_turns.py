"""A chat transcript with one turn a line ("[house chat]\\nTali: anyone alive?\\nOskar:
alive-ish, come up, Priti and I are doing a jigsaw\\nTali: omw"): a line break before a
speaker's tag separates turns as "|" does, so the observer's own turns make the exchange
company, and "I" in someone else's turn is that speaker's. A named channel ("[#newsdesk]")
is still a team's workspace (core.yaml socialize ``dialogue.channels``), no company.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def theirs(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


HEADERS = ["", "[house chat]\n", "[Discord]\n", "[WhatsApp]\n", "[flat 12 group chat] \n",
           "[21:04]\n"]
PAIRS = [("Tali", "Oskar"), ("Pieter", "Aroha"), ("Ольга", "Wen")]
OTHER_SAYS = [("Priti and I are doing a jigsaw", "rest"), ("I just ate a whole pizza", "eat"),
              ("I'm having a pint at the Crown", "drink"), ("I am going for a run", None)]


def chat(header: str, me: str, other: str, says: str) -> str:
    return f"{header}{me}: anyone alive? the kitchen is SO quiet\n{other}: alive-ish, {says}\n" \
        f"{me}: omw"


def test_someone_else_s_turn_is_theirs_and_the_chat_is_company(lex) -> None:
    def one_case(header, pair, says):
        me, other = pair
        text = chat(header, me, other, says[0])
        assert actual_kinds(lex, text, me) == {"socialize"}, text
        if says[1]:
            assert says[1] in theirs(lex, text, me), text

    cases = list(itertools.product(HEADERS, PAIRS, OTHER_SAYS))
    assert failing_cases(one_case, cases) == []


def test_the_observer_s_own_turn_is_theirs(lex) -> None:
    def one_case(header, pair):
        me, other = pair
        text = f"{header}{other}: where are you?\n{me}: just ate a whole pizza lol\n{other}: nice"
        assert actual_kinds(lex, text, me) == {"socialize", "eat"}, text

    cases = list(itertools.product(HEADERS, PAIRS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("pair", PAIRS)
def test_a_team_channel_is_no_company(lex, pair):
    me, other = pair
    for header in ("[#newsdesk 21:14]\n", "[Slack #ops]\n"):
        text = f"{header}{me}: flood copy in?\n{other}: 5 mins\n{me}: ok"
        assert "socialize" not in actual_kinds(lex, text, me), text


CONTROLS = [
    # lines of prose, no turns: the line break changes nothing
    ("Tali ate a pie.\nThen she slept.", "Tali", {"eat", "sleep"}),
    ("Tali's diary\nAte a pie. Slept: 8 h", "Tali", {"eat", "sleep"}),
    # a log the observer only reads, one speaker's lines
    ("[Discord]\nOskar: I just ate a whole pizza\nOskar: so full", "Tali", set()),
    # a time at a line's start is no speaker
    ("Tali's day\n10:30 ate a pie\n12:00 napped", "Tali", {"eat", "sleep"}),
]


@pytest.mark.parametrize(("text", "observer", "want"), CONTROLS)
def test_controls(lex, text, observer, want):
    assert actual_kinds(lex, text, observer) == want


FIELDS = ["Breakfast: porridge", "Lunch: soup", "Dinner: stew", "Snacks: an apple",
          "Mood: tired", "Exercise: none", "Steps: 9000", "Symptoms: none"]


def test_a_day_log_s_fields_on_their_own_lines_are_no_speakers(lex) -> None:
    def one_case(first, second):
        text = f"Ana: slept badly\n{first}\n{second}"
        assert "socialize" not in actual_kinds(lex, text, "Ana"), text
        text = f"Ana: slept badly. {first}. {second}"
        assert "socialize" not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(FIELDS, FIELDS[::2]))
    assert failing_cases(one_case, cases) == []
