"""Someone else's occasion celebrated is a gathering with them (fresh151).

* socialize ``verbs``: "celebrate" + birthday, promotion, retirement, wedding, anniversary ...
  within three words ("is celebrating Maren's birthday in the lounge", "celebrates his
  sister's wedding"): company, planned or denied like any light verb.
* Controls: a win celebrated, a birthday party someone else goes to, a denied celebration.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Halvard"


def test_someone_elses_occasion_celebrated_is_company(lex) -> None:
    def one_case(verb, whose, occasion):
        text = f"Halvard {verb} {whose} {occasion} in the lounge."
        assert actual_kinds(lex, text, OBSERVER) == {"socialize"}, text

    cases = [(verb, whose, occasion)
             for verb in ["is celebrating", "celebrates", "celebrated"]
             for whose in ["Maren's", "his sister's", "the cook's"]
             for occasion in ["birthday", "promotion", "retirement", "wedding anniversary",
                              "engagement"]]
    assert failing_cases(one_case, cases) == []


def test_an_occasion_not_celebrated_now_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, OBSERVER), text

    cases = [
        "Halvard celebrates the win with a fist pump.",
        "Halvard will celebrate Tom's birthday on Friday.",
        "Halvard didn't celebrate Tom's birthday this year.",
        "Maren is celebrating Tom's birthday while Halvard sleeps.",
        "Halvard forgot to celebrate Maren's birthday.",
    ]
    assert failing_cases(one_case, cases) == []
