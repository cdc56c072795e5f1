"""The observer's task in a time clause opened by "as", and a chat line's task told in -ing,
are framed as any other of their tasks (session 22).

- "As Youssef kneads the dough, the radio ...", "The radio plays, as Youssef kneads the dough":
  a name (or you/I) right after an "as" that opens the sentence or follows a comma is the
  subject of a time clause, whose task a frame makes the job as after "while"; "as hard as
  Youssef kneads" (a comparison) stays none.
- "[22:10] Yuki: packing forty bowls for the restaurant order": a chat line's act in -ing is
  read as its act in the past is; a bare verb after a label's colon is a plan's step ("Plan
  (Yuki): open the kiln"), no act now.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Youssef", "As Youssef kneads the dough, the bakery radio announces the news."),
    ("Youssef", "The radio plays, as Youssef kneads the dough."),
    (None, "As you torque the flange bolts, the rig shudders."),
])
def test_a_task_in_an_as_clause_is_framed(lex, observer, text):
    assert "work" in actual_kinds(lex, text, observer)


def test_a_comparison_with_as_is_no_task(lex):
    assert actual_kinds(lex, "Tom works as hard as Youssef kneads dough.", "Youssef") == set()


@pytest.mark.parametrize(("observer", "text", "kinds"), [
    ("Yuki", "Yuki: glazing the café order, kiln on at 6", {"work"}),
    ("Yuki", "[22:10] Yuki: packing forty bowls for the restaurant order", {"work"}),
    ("Yuki", "[22:10] Yuki: watching a film, then bed", set()),
    ("Yuki", "Plan (Yuki): open the kiln → glaze the café order", set()),
])
def test_a_chat_lines_act_in_ing(lex, observer, text, kinds):
    assert actual_kinds(lex, text, observer) == kinds
