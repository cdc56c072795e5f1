"""A grumble or a moan shared by a joint subject is company (session 23): ``moan`` and
``grumble`` join socialize's ``joint_verbs`` ("the two of them moan about the marking", "Ana
and Piotr grumble about the new timetable"); alone, a moan goes to nobody ("moans about the
weather", "moans in pain")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Adaeze is eating a sandwich @ Room 23, English office; beside her Piotr crunches crisps "
    "and the two of them moan about the marking",
    "Adaeze and Piotr grumble about the new timetable.",
    "You and Adaeze moan about the rota over coffee.",
])
def test_a_shared_grumble_is_company(lex, text):
    observer = None if text.startswith("You") else "Adaeze"
    assert "socialize" in actual_kinds(lex, text, observer)


@pytest.mark.parametrize("text", [
    "Adaeze moans about the weather.",
    "Adaeze moans in pain.",
    "Adaeze grumbles under her breath as she marks the essays.",
    "Piotr and Tom grumble about the new timetable.",
])
def test_a_lone_grumble_is_none(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Adaeze")
