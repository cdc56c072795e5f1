"""Talk going round (session 28, round company): a talk noun as its sentence's subject,
opened by an article ("The village gossip insists ...", "The gossip in the village is that
...", "The talk of the town is ...") names what people say, not a talk the observer has: no
company (`cues.vocabulary.talk_going_round`). The verb ("Ada gossips with her neighbour"),
a joint subject, a named talker before it and an owned talk keep what they were."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_talk_noun_opening_its_sentence_is_talk_going_round(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Lucía")

    cases = [
        "The village gossip insists Lucía has typhoid, but Lucía herself is perfectly well and "
        "laughs it off.",
        "The gossip in the village is that Lucía is pregnant.",
        "The talk of the town is Lucía's new car.",
        "The village gossips say Lucía is rich.",
        "The chatter in the staff room is all about Lucía's promotion.",
        "The rumour at the market is that Lucía won the lottery.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Lucía gossips with her neighbour.",
    "Lucía and her neighbour gossip over the fence.",
    "The neighbours gossip with Lucía over the fence.",
    "The two of them gossip for an hour, Lucía and Tom.",
])
def test_gossip_as_a_verb_keeps_the_company(lex, text):
    assert actual_kinds(lex, text, "Lucía") == {"socialize"}
