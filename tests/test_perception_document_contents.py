"""A document's contents after its colon are text, not happenings ("You start the safety
chapter: warnings about high-pressure hoses and crushed fingers", day C's translator): the
`reference` cues "chapter :", "manual :" ...; a warning there is no threat. The same words
outside such a document, or after its sentence, stay events.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

DOCUMENTS = ["the safety chapter", "the operator's manual", "a new leaflet", "the staff handbook"]
CONTENTS = [("warnings about high-pressure hoses and crushed fingers", "danger"),
            ("eat five portions of fruit a day", "eat"),
            ("a storm warning and how to shelter from it", "danger")]


@pytest.mark.parametrize(("document", "contents"), list(itertools.product(DOCUMENTS, CONTENTS)))
def test_a_documents_contents_are_no_event(lex, document, contents):
    assert contents[1] not in actual_kinds(lex, f"You start {document}: {contents[0]}.", "Tomas")


@pytest.mark.parametrize(("text", "kind"), [
    ("The chapter ends. You eat a sandwich.", "eat"),
    ("You finish the manual and drink a glass of water.", "drink"),
    ("Storm warning for your valley tonight: stay indoors.", "danger")])
def test_outside_a_documents_contents_events_stay(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Tomas")
