"""A limb named as healed and stitches taken out are recovery, no injury now; a work word
before a laptop or a uniform names the thing, no work now (session 26, round precision). A
fresh break or a cut, and work done on the laptop, keep their events."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_healed_limb_or_work_kit_is_no_event(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Selin", "Selin's broken wrist healed months ago.", set()),
        ("Selin", "Selin's broken wrist has healed, so she is back at the climbing wall.", set()),
        ("Selin", "Selin is getting her stitches out at the clinic.", set()),
        ("Zoltan", "Zoltan's work laptop is broken, so he goes for a walk.", {"walk"}),
        ("Zoltan", "Zoltan irons his work trousers.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text", "kind"), [
    ("Selin", "Selin breaks her wrist on the climbing wall.", "injury"),
    ("Selin", "Selin needs stitches after slicing her thumb.", "injury"),
    ("Zoltan", "Zoltan answers emails on his work laptop all morning @ office: desk 4", "work"),
])
def test_a_fresh_hurt_or_work_done_keeps_its_event(lex, observer, text, kind):
    assert kind in actual_kinds(lex, text, observer)
