"""A thing got or made to share (session 28, round company): "to share" + a partner after it
tells the sharing ahead (cues.planned "to share": "carries a box of pastries back to the
office, to share later with the editors", "buys a cake to share with her colleagues"); a share
done now ("shares a cake with her colleagues", "Mei and Tom sit down to share a pizza") stays
company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Mei carries a box of pastries from the catering tent back to the production office, to "
    "share later with the editors.",
    "Mei buys a cake to share with her colleagues.",
    "Mei bakes a tray of cookies to share with her neighbours.",
])
def test_a_thing_got_to_share_is_shared_later(lex, text):
    assert actual_kinds(lex, text, "Mei") == set()


@pytest.mark.parametrize("text, kinds", [
    ("Mei shares a cake with her colleagues.", {"eat", "socialize"}),
    ("Mei and Tom sit down to share a pizza.", {"eat", "socialize"}),
])
def test_a_share_done_now_stays_company(lex, text, kinds):
    assert actual_kinds(lex, text, "Mei") == kinds
