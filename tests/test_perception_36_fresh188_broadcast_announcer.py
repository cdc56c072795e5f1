"""An announcer is no one the threat goes for (session 36, round fresh188): "The coastguard comes
over the VHF: storm force 10 imminent in sea area Hebrides. Fraser is still ten miles out." is
Fraser's danger: someone named before a broadcast channel and a colon puts the warning out to
all who hear it, as "The VHF crackles: ..." does. Controls: a chat turn's speaker names no
channel and stays the one it befalls; a broadcast far away stays none.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_warning_put_out_on_a_channel(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Fraser") == {"danger"}, text

    cases = ["The coastguard comes over the VHF: storm force 10 imminent in sea area Hebrides. "
             "Fraser is still ten miles out.",
             "The harbourmaster comes over the VHF: severe gale imminent. Fraser is still out "
             "on the grounds.",
             "The VHF crackles: gale warning for sea area Hebrides. Fraser is still ten miles "
             "out."]
    assert failing_cases(one_case, cases) == []


def test_no_channel_or_far_away_stays_none(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Fraser") == set(), text

    cases = ["Tom: the kitchen's on fire!",
             "Tom texts: the kitchen's on fire!",
             "The coastguard radios: a trawler is on fire forty miles north."]
    assert failing_cases(one_case, cases) == []
