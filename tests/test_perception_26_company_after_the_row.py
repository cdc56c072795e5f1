"""Company kept around an activity named only as a time (session 26, round company): a row, a
match or a shift after "after the", "after her", "since the" does not fill its clause for a
companion before it, so the comfort or the visit stays company ("Mara consoles her sister
after her sister's fight with her boyfriend"); the row's own partner after the cue still gives
way to it ("feels awful after the row with her mum" keeps no company)."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Mara consoles her sister after her sister's fight with her boyfriend.",
    "Mara comforts her friend after the row with her mum.",
    "Mara sits with her friend after her friend's argument with her dad.",
])
def test_company_before_a_row_named_as_a_time_stays(lex, text):
    assert actual_kinds(lex, text, "Mara") == {"socialize"}


@pytest.mark.parametrize("text", [
    "Mara has a shower after the match with Tom.",
    "Mara feels awful after the row with her mum.",
])
def test_a_partner_of_the_row_named_as_a_time_keeps_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Mara")


def test_a_row_in_the_clause_still_takes_its_partner(lex):
    assert actual_kinds(lex, "Mara argues with her mum.", "Mara") == {"conflict"}
