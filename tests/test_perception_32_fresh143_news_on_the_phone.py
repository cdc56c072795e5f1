"""News a relative of the observer tells on the phone is a call with the observer.

* "on the phone" is ``addressed`` and ``report_proof`` (core.yaml socialize terms): the speech
  verb that carries it ("says on the phone that ...") no longer makes the call a report, and
  a speaker who is the observer's own ("Ana's mother") tells it to the observer.
* Controls: someone else's call with no tie to the observer, and a phone read alone, are no
  company of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_a_relatives_news_told_on_the_phone_is_a_call_with_the_observer(lex) -> None:
    def one_case(speaker, verb, news):
        text = f"Ana's {speaker} {verb} on the phone that {news}."
        assert actual_kinds(lex, text, OBSERVER) == {"socialize"}, text

    cases = list(itertools.product(
        ["mother", "boss", "son", "best friend", "landlord"],
        ["says", "explains", "mentions"],
        ["the shop is shut for good", "he missed the last bus", "the car is fixed"]))
    assert failing_cases(one_case, cases) == []


def test_a_phone_with_no_call_to_the_observer_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, OBSERVER), text

    cases = [
        "Ana reads the news on her phone.",
        "Ana checks the weather on her phone.",
        "Ana scrolls through photos on her phone.",
        "Ana's son is on the phone with his girlfriend.",
        "Ana's husband is on the phone with the bank.",
        "Ana plays a puzzle game on her phone.",
    ]
    assert failing_cases(one_case, cases) == []
