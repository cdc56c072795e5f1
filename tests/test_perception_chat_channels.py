"""A chat on a named channel is read by the channel's name: a channel named for a job's desk,
duty or department ("[#newsdesk 21:14]", "[Slack #ops]", "#dispatch"; core.yaml socialize
``dialogue.work_channels``) is a team's workspace: no company, and the observer's own turn
there is the job's talk (``dialogue.channel_kind``: work); a channel named for a house, a
club, a course or friends ("[#house-7 Discord]", "[Slack #lab-group]", "#climbing-club") is a
chat like any other, company for the observer who takes one of two or more speakers' turns.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

FRIENDS = ["#house-7", "#climbing-club", "#lab-group", "#general", "#book-club", "#flat-12",
           "#memes", "#choir"]
WORK = ["#newsdesk", "#ops", "#ops-night", "#dispatch", "#support", "#night-shift",
        "#incidents", "#sales-team"]
PLATFORMS = ["[{c} Discord]\n", "[Slack {c}]\n", "[{c} 21:14] ", "[{c}]\n"]
PAIRS = [("Tali", "Oskar"), ("Pieter", "Aroha"), ("Mina", "Jo")]
TALKS = [
    ("anyone alive? the kitchen is SO quiet", "come up, Priti and I are doing a jigsaw", "omw"),
    ("who's around tonight?", "me! pub at 8?", "deal"),
    ("that lecture was brutal", "pace yourself 😂", "no promises"),
]


def chat(header: str, me: str, other: str, talk: tuple[str, str, str]) -> str:
    sep = "\n" if header.endswith("\n") else " | "
    return f"{header}{me}: {talk[0]}{sep}{other}: {talk[1]}{sep}{me}: {talk[2]}"


def test_a_friends_channel_chat_is_company(lex) -> None:
    def one_case(channel, platform, pair, talk):
        me, other = pair
        text = chat(platform.format(c=channel), me, other, talk)
        assert "socialize" in actual_kinds(lex, text, me), text

    cases = list(itertools.product(FRIENDS, PLATFORMS, PAIRS, TALKS))
    assert failing_cases(one_case, cases) == []


def test_a_team_channel_chat_is_no_company(lex) -> None:
    def one_case(channel, platform, pair, talk):
        me, other = pair
        text = chat(platform.format(c=channel), me, other, talk)
        assert "socialize" not in actual_kinds(lex, text, me), text

    cases = list(itertools.product(WORK, PLATFORMS, PAIRS, TALKS))
    assert failing_cases(one_case, cases) == []


def test_a_friends_channel_the_observer_only_reads_is_not_theirs(lex) -> None:
    def one_case(channel, platform, pair):
        me, other = pair
        text = chat(platform.format(c=channel), other, "Priti", TALKS[1])
        assert "socialize" not in actual_kinds(lex, text, me), text

    cases = list(itertools.product(FRIENDS, PLATFORMS, PAIRS))
    assert failing_cases(one_case, cases) == []


CONTROLS = [
    # one speaker: a plan posted to a club channel, no exchange
    ("Dev", "[#climbing-club]\nDev: who's up for bouldering tonight?\nDev: 7pm at the wall",
     set()),
    # a channel muted, no turns
    ("Kasia", "You mute the #general channel on the course Discord and ignore the pings.", set()),
    # a team's channel, the job's talk
    ("Beatriz", "[#newsdesk 21:14] Kenji: flood copy in?  |  Beatriz: 5 mins", set()),
    ("Ana", "[#ops 09:10] Ben: 'Server's back up.' Ana: 'Great, thanks.'", set()),
]


@pytest.mark.parametrize(("observer", "text", "want"), CONTROLS)
def test_controls(lex, observer, text, want):
    assert "socialize" not in actual_kinds(lex, text, observer), text


NAMED = ["#night-shift", "#lunch-club", "#choir", "#running-club", "#pub-quiz", "#nap-time",
         "#gym-buddies"]


def test_a_channel_s_name_is_no_event(lex) -> None:
    def one_case(channel, platform):
        text = f"{platform.format(c=channel)}Jo: who's around tonight?\nPriti: me"
        assert actual_kinds(lex, text, "Mina") == set(), text

    cases = list(itertools.product(NAMED, PLATFORMS))
    assert failing_cases(one_case, cases) == []


# the same words outside a channel's name are events as ever
@pytest.mark.parametrize(("text", "kind"), [
    ("Mina sings in the choir on Thursdays.", "socialize"),
    ("Mina is on the night shift at the depot.", "work"),
    ("[Mina's log] went to choir #fun", "socialize"),
])
def test_the_words_outside_a_channel_name_still_count(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Mina"), text


def test_the_observer_s_turn_on_a_team_channel_is_work(lex) -> None:
    def one_case(channel, platform, pair, talk):
        me, other = pair
        text = chat(platform.format(c=channel), other, me, ("flood copy in?", "5 mins", "thanks"))
        assert "work" in actual_kinds(lex, text, me), text
        # a team's channel the observer only reads is not their work
        text = chat(platform.format(c=channel), other, "Priti", ("flood copy in?", "5 mins", "ok"))
        assert "work" not in actual_kinds(lex, text, me), text

    cases = list(itertools.product(WORK, PLATFORMS, PAIRS, TALKS[1:2]))
    assert failing_cases(one_case, cases) == []


def test_the_observer_s_turn_on_a_friends_channel_is_no_work(lex) -> None:
    def one_case(channel, platform, pair):
        me, other = pair
        text = chat(platform.format(c=channel), other, me, TALKS[1])
        assert "work" not in actual_kinds(lex, text, me), text

    cases = list(itertools.product(FRIENDS, PLATFORMS, PAIRS))
    assert failing_cases(one_case, cases) == []
