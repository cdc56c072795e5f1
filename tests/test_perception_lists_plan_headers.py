"""A to-do list is what is still to do; a ticked item is done (session 9, from the false events
of lists in the fresh sets: "Zainab's list for today: finish report → gym → iftar with the
family", "Zofia's list: 1) pharmacy 2) bakery 3) swim ✗").

A plan's label opening the text before its first colon (``cues.planned.headers``, now with
list, checklist, errands) makes everything after it planned; an owner opening the label
(``header_owners``: "Beatriz's", "My") lets the header word come up to the label's fifth token.
Design choice: a mark after an item (``done_marks``: ✓) or a ticked box before it
(``done_boxes``: ☑) makes that item done; a cross or an empty box leaves it ahead.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def modes(lex, text: str, observer: str) -> dict[str, str]:
    """Kind -> mode of the observer's events."""
    return {e.kind: e.mode for e in perceive(text, lex, observer=observer)
            if e.subject == "self"}


LABELS = ["Zofia's list", "Zofia’s list for today", "Zofia's list for tomorrow",
          "Zofia's shopping list", "Zofia's to-do list", "My to-do list", "My list for Sunday",
          "Her errands", "Checklist (Zofia)", "List (Zofia)", "To-do (Zofia)",
          "Zofia's plan", "Zofia's weekend plan", "Errands for Saturday (Zofia)"]
ITEMS = [["finish the report", "swim 30 lengths", "lunch with Jo"],
         ["pharmacy", "gym", "iftar with the family"],
         ["nap", "run 5k", "coffee with Mum"],
         ["write the essay", "yoga", "dinner with Teo"]]
SEPARATORS = [" → ", ", ", "; ", " -> ", " · "]


def test_a_list_under_a_plan_label_has_not_happened(lex) -> None:
    def one_case(label, items, sep):
        assert actual_kinds(lex, f"{label}: {sep.join(items)}", "Zofia") == set()

    cases = list(itertools.product(LABELS, ITEMS, SEPARATORS))
    assert failing_cases(one_case, cases) == []


def test_a_numbered_list_has_not_happened(lex) -> None:
    def one_case(label, items):
        text = f"{label}: " + " ".join(f"{i}) {item}" for i, item in enumerate(items, 1))
        assert actual_kinds(lex, text, "Zofia") == set()

    cases = list(itertools.product(LABELS, ITEMS))
    assert failing_cases(one_case, cases) == []


def test_a_crossed_or_open_item_stays_ahead(lex) -> None:
    def one_case(label, mark):
        assert modes(lex, f"{label}: 1) pharmacy 2) bakery 3) swim {mark}", "Zofia") \
            == {"exercise": "planned"}

    cases = list(itertools.product(LABELS, ["✗", "✘", "☐", ""]))
    assert failing_cases(one_case, cases) == []


def test_an_item_ticked_after_is_done(lex) -> None:
    def one_case(label, mark):
        assert modes(lex, f"{label}: 1) pharmacy 2) swim {mark} 3) nap", "Zofia") \
            == {"exercise": "actual", "sleep": "planned"}

    cases = list(itertools.product(LABELS, ["✓", "✔", "✅"]))
    assert failing_cases(one_case, cases) == []


def test_an_item_in_a_ticked_box_is_done(lex) -> None:
    def one_case(label, box):
        assert modes(lex, f"{label}: ☐ nap {box} swim ☐ pharmacy", "Zofia") \
            == {"exercise": "actual", "sleep": "planned"}

    cases = list(itertools.product(LABELS, ["☑", "☒"]))
    assert failing_cases(one_case, cases) == []


# Negative controls: a list read in a sentence, or a log, is not a plan's label; what is done
# after the colon stays done.
NOT_LABELS = ["Zofia checks her list: she swims 30 lengths first.",
              "Zofia reads the list: then she swims 30 lengths.",
              "Zofia ticks off her list: she swims 30 lengths.",
              "Zofia's mum checks the list: Zofia swims 30 lengths.",
              "Zofia's log: swam 30 lengths.",
              "Diary, 7 May: swam 30 lengths before work.",
              "Zofia updates the price list: then she swims 30 lengths."]


@pytest.mark.parametrize("text", NOT_LABELS)
def test_a_list_named_in_a_sentence_is_no_label(lex, text):
    assert "exercise" in actual_kinds(lex, text, "Zofia")
