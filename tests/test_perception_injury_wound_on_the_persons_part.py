"""A wound told on a part of someone named with "the" is theirs, not the carer's (engine
``perception._body_owner``, session 21).

* "Ana dresses the burn on the cook's arm", "bandages the gash on the porter's shin": the
  cook's and the porter's hurt, none of Ana's.
* Controls: "a cut on her knee" is Ana's; a place of someone's ("sunstroke in the nurse's
  tent") or a thing's ("in the ship's head") owns no part.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds

from engine.perception import perceive


@pytest.mark.parametrize("text", [
    "Ana dresses the burn on the cook's arm.",
    "Ana bandages the gash on the porter's shin.",
])
def test_the_persons_hurt(lex, text):
    assert "injury" not in actual_kinds(lex, text, "Ana"), text
    assert any(e.kind == "injury" and e.subject == "other"
               for e in perceive(text, lex, observer="Ana")), text


def test_her_own_part(lex):
    assert "injury" in actual_kinds(lex, "Ana has a cut on her knee.", "Ana")


@pytest.mark.parametrize("text,kind", [
    ("Ana is being treated for sunstroke in the nurse's tent.", "illness"),
    ("Ana is throwing up in the ship's head, green with seasickness.", "illness"),
])
def test_a_place_owns_no_part(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
