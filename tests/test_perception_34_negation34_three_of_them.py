""""The three of them" after the observer is a group the observer is in (session 34, round
negation34).

* "the three of them", "the four of them", "all three of them", "the pair of them" are group
  subjects as "the two of them" was (`subjects.group`): "Henrik leaves the wine the couple
  bought him untouched while the three of them talk about Norway" is Henrik's talk.
* Controls: three others named and counted so stay theirs; the drink left stays undrunk.
  Left: "leaves the wine her hosts poured untouched while the three of them talk" stays
  someone else's talk (the plural owner before is taken for the group).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_three_of_them_holds_the_observer(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Noura") == {"socialize"}, text

    cases = [
        "Noura leaves the beer the couple ordered her untouched while the three of them talk "
        "about the election.",
        "Noura waves away the brandy, and the three of them keep chatting about the market.",
        "Noura pushes her beer aside while the four of them chat about the election.",
        "Noura doesn't touch the cake; the pair of them talk about the wedding instead.",
    ]
    assert failing_cases(one_case, cases) == []


def test_three_others_counted_stay_theirs(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Noura") == set(), text

    cases = [
        "Tom, Mia and Leo are at the bar; the three of them argue about football.",
        "Noura's uncles sit by the stove, and the three of them talk about the old days.",
    ]
    assert failing_cases(one_case, cases) == []
