"""A trade struck or bargained is the deal's talk, no company (session 23). Socialize's
``dealings`` (haggle, barter, talk prices, sell, ...) make a term or a companion of the kind in
their sentence no event: "Driss haggles good-naturedly with an Irish tourist over a bag of
dates", "explains to a woman from Spain what sellou is made of, and sells her half a kilo",
"pours the restaurant owner a sample and talks prices". The labelled sets count a market's talk
as the stallholder's work, not company.

Traps: a trade named as a topic ("talk for an hour about selling the estancia") and talk in
another sentence stay company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Driss"


def test_a_deal_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Driss haggles good-naturedly with an Irish tourist over a bag of dates.",
        "Driss haggles with the stallholder over a rug for his flat.",
        "Driss explains to a woman from Spain that sellou is made from toasted flour, and sells "
        "her half a kilo.",
        "Driss pours the restaurant owner a sample of the Barbera and talks prices.",
        "Driss barters with the herders for a sheep.",
        "Driss sells a rug to a tourist and chats about Istanbul.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Driss and his brother talk for an hour about selling the farm.",
    "Driss chats with his sister about the thought of selling up.",
    "Driss sells the last rug. Then he has mint tea with his cousin.",
    "Driss chats with his neighbour over the fence.",
])
def test_company_beside_a_trade_stays(lex, text):
    assert "socialize" in actual_kinds(lex, text, OBSERVER)
