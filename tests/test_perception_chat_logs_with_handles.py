"""A chat log whose speakers are lower-case handles is a live exchange too: company for the
observer when one of its turns is theirs (session 11, from the fresh sets' "[chat] zubair:
anyone want to split a pizza? | hye-jin: yes!! | zubair: ordering now" and the IRC-style
"<giorgos> just back from a 10k run ... | <lena_p> show-off | <giorgos> ha, you're jealous").

A handle tags a turn as ``<handle>`` anywhere (snake case and digits allowed: "<lena_p>",
"<mira99>"), or before a colon at the text's start or after a turn opener, as a word the
lexicon does not know or two joined by a hyphen ("hye-jin:"). Two or more speakers must take
turns; a log the observer only reads, a lone turn, and a team channel are no company, and
what another handle says of themselves ("<lena_p> I just got back from a run") stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

PAIRS = [("zubair", "hye-jin"), ("giorgos", "lena_p"), ("tomas", "mira99"), ("ade", "kwame")]
OPENERS = ["", "[chat] ", "[21:04] ", "[house chat] "]
LINES = [("anyone want to split a pizza?", "yes!!", "ordering now"),
         ("how was the match", "brutal, we lost", "next time"),
         ("u up?", "ya", "same")]


def colon_log(opener: str, me: str, other: str, lines: tuple[str, str, str]) -> str:
    return f"{opener}{me}: {lines[0]} | {other}: {lines[1]} | {me}: {lines[2]}"


def angle_log(me: str, other: str, lines: tuple[str, str, str]) -> str:
    return f"<{me}> {lines[0]} | <{other}> {lines[1]} | <{me}> {lines[2]}"


def name(handle: str) -> str:
    return handle.replace("_", " ").replace("-", " ").title()


def test_each_handle_of_a_colon_chat_log_socialises(lex) -> None:
    def one_case(pair, opener, lines):
        me, other = pair
        assert actual_kinds(lex, colon_log(opener, me, other, lines), name(me)) == {"socialize"}

    cases = list(itertools.product(PAIRS[:1] + PAIRS[3:], OPENERS, LINES))
    assert failing_cases(one_case, cases) == []


def test_each_handle_of_an_angle_bracket_log_socialises(lex) -> None:
    def one_case(pair, lines):
        me, other = pair
        assert actual_kinds(lex, angle_log(me, other, lines), name(me)) == {"socialize"}
        assert actual_kinds(lex, angle_log(other, me, lines), name(me)) == {"socialize"}

    cases = list(itertools.product(PAIRS, LINES))
    assert failing_cases(one_case, cases) == []


def test_a_chat_log_the_observer_only_reads_is_not_theirs(lex) -> None:
    def one_case(pair, lines):
        me, other = pair
        assert actual_kinds(lex, angle_log(me, other, lines), "Priya") == set()
        assert actual_kinds(lex, colon_log("[chat] ", "dev", "kwaku", lines), name(me)) == set()

    cases = list(itertools.product(PAIRS, LINES))
    assert failing_cases(one_case, cases) == []


def test_a_lone_turn_is_no_exchange(lex) -> None:
    def one_case(pair, lines):
        me = pair[0]
        assert actual_kinds(lex, f"<{me}> {lines[0]}", name(me)) == set()
        assert actual_kinds(lex, f"{me}: {lines[0]}", name(me)) == set()

    cases = list(itertools.product(PAIRS, LINES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("other", ["lena_p", "mira99", "lena_p_2", "kwame", "hye-jin"])
def test_another_handle_s_own_news_stays_theirs(lex, other):
    text = f"<{other}> I just got back from a run | <giorgos> nice"
    assert actual_kinds(lex, text, "Giorgos") == {"socialize"}
    text = f"<{other}> just got back from a run | <giorgos> nice"
    assert actual_kinds(lex, text, "Giorgos") == {"socialize"}


def test_a_team_channel_is_the_job_not_company(lex):
    text = "[#newsdesk] zubair: copy in? | hye-jin: 5 mins | zubair: thanks"
    assert "socialize" not in actual_kinds(lex, text, "Zubair")


def test_a_label_the_lexicon_knows_is_no_speaker(lex):
    assert actual_kinds(lex, "[log] zubair: read the news | outcome: done", "Zubair") == set()
