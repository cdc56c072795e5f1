"""Session 25: a meal "taken" and a drink one is "on", told with no verb of eating.

Classes:
- "takes lunch at the café", "took breakfast in her room", "takes lunch with the vicar": a
  meal taken is eaten; not an order or a break taken ("takes lunch orders", "takes lunch
  break") nor a meal carried to someone ("takes lunch to the workers in the field").
- "Ruth is on the wine @ Ana's party": a drink one is on is being drunk; not the drink's list
  or menu ("The Rioja is on the wine list").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

HAD = [
    ("Ruth takes lunch at the café.", "eat"),
    ("Ruth took breakfast in her room.", "eat"),
    ("Ruth takes lunch with the vicar.", "eat"),
    ("Ruth is on the wine @ Ana's party", "drink"),
    ("Ruth is on the cider @ The Plough: beer garden", "drink"),
]


def test_a_meal_taken_or_a_drink_one_is_on(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Ruth"), text

    cases = HAD
    assert failing_cases(one_case, cases) == []


NOT_HAD = [
    ("Ruth takes lunch orders.", "eat"),
    ("Ruth takes lunch break at one.", "eat"),
    ("Ruth takes lunch to the workers in the field.", "eat"),
    ("Ruth will take lunch at noon.", "eat"),
    ("The Rioja is on the wine list, Ruth notes.", "drink"),
    ("Ruth isn't on the wine tonight.", "drink"),
]


def test_no_meal_or_drink_had_now(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, "Ruth"), text

    cases = NOT_HAD
    assert failing_cases(one_case, cases) == []
