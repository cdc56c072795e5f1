"""A clocking-off just done is the shift over (session 37, round fresh195: a Tokyo convenience
store night shift): "[06:12] Aoi: just clocked off, lying on the roof in the sun for a bit
before bed" is rest and a chat, no work (the leak: Mei, on the till, is the one working).
Controls: "clocks off at six", "clocks out" told as the act stay work.
"""

from __future__ import annotations

from helpers import actual_kinds, other_kinds


def test_just_clocked_off_is_no_work_now(lex) -> None:
    text = ("[06:12] Aoi: just clocked off, lying on the roof in the sun for a bit before bed ☀️ "
            "[06:13] Mei: jealous, I'm on the till till 9")
    assert actual_kinds(lex, text, "Aoi") == {"rest", "socialize"}
    assert "work" in other_kinds(lex, text, "Aoi")
    assert actual_kinds(lex, "Aoi has just clocked out and is eating a sandwich.",
                        "Aoi") == {"eat"}


def test_controls_a_clocking_off_told_as_the_act(lex) -> None:
    assert actual_kinds(lex, "Aoi clocks off at six.", "Aoi") == {"work"}
    assert actual_kinds(lex, "Aoi clocks out.", "Aoi") == {"work"}
