"""Two readings of round fresh202 (session 38): "ready to" reaches a ride's company past its
way ("ready to ride out to the north boundary with the others" is company ahead), and a year
cut to two digits after an apostrophe is a past year ("the big wet of '74, when the river came
up" is told, perception._past_year_cues), whose "when" clause ends at the telling's own
"while" ("about the flood of '66, when half the slope came down, while I ate" ate).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_ready_to_reaches_the_company_of_a_ride(lex) -> None:
    text = ("Dusty has a foot in the stirrup, ready to ride out to the north boundary with the "
            "others.")
    assert actual_kinds(lex, text, "Dusty") == set()
    assert other_kinds(lex, text, "Dusty") == {"socialize"}
    assert actual_kinds(lex, "The stew is ready to eat and Dusty tucks in with the others.",
                        "Dusty") == {"eat", "socialize"}


def test_a_two_digit_year_is_history(lex) -> None:
    def one_case(case):
        text, mine, others = case
        assert actual_kinds(lex, text, "Jarrah") == mine, text
        assert other_kinds(lex, text, "Jarrah") == others, text

    cases = [("Jarrah yarns with the old drover about the big wet of '74, when the river came "
              "up and washed away half the stock camp.", {"socialize"}, {"danger"}),
             ("Jarrah remembers the flood of '74, when he nearly drowned.", set(), {"danger"}),
             ("In '98 Jarrah broke his leg at the rodeo.", set(), {"injury"}),
             ("Jarrah drinks a '15 Shiraz.", {"drink"}, set()),
             ("Jarrah is eating a pie; it's 12 o'clock.", {"eat"}, set())]
    assert failing_cases(one_case, cases) == []


def test_the_telling_own_while_ends_the_when_clause(lex) -> None:
    text = ("Vovó told me again about the flood of '66, when half the slope came down, while I "
            "ate my bowl of canjica beside her.")
    assert actual_kinds(lex, text, "Gabriel") == {"eat", "socialize"}
    text = "Vovó told me again about the flood of 1966, when half the slope came down on us."
    assert "danger" not in actual_kinds(lex, text, "Gabriel")
