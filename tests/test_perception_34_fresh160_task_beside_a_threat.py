"""A status line's task stays the observer's activity beside a threat or an illness the line
tells too (session 34, round fresh160): "Łukasz is hosing down the bear enclosure — 38 °C and
rising @ city zoo: bear gorge" is work and the heat; before, the threat's actual self event
silenced the status activity, while a narrative sentence already kept both
(perception._status_activity passes ``_BESIDE_A_TASK`` to _activity_row). Controls: a leisure
line beside a threat gives no work; a hurt or a quarrel still stands for the line.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_status_task_beside_a_threat_is_still_work(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [("Łukasz is hosing down the bear enclosure — 38 °C and rising @ city zoo: "
              "bear gorge", "Łukasz", {"work", "danger"}),
             ("Kemi is hauling sandbags, the river rising fast @ riverside: lock gates",
              "Kemi", {"work", "danger"}),
             ("Wesley is repainting the skills signage when the ladder lurches sideways and "
              "he grabs the wall just in time @ academy: pitch 3", "Wesley", {"work", "danger"}),
             ("Ruth is hosing down the elephant yard @ city zoo: elephant house", "Ruth",
              {"work"})]
    assert failing_cases(one_case, cases) == []


def test_controls_leisure_beside_a_threat_is_no_work(lex) -> None:
    def one_case(text, name):
        assert "work" not in actual_kinds(lex, text, name), text

    cases = [("Kemi is reading a novel, 38 °C and rising @ home: garden", "Kemi"),
             ("Kemi is sunbathing, the river rising fast @ riverside: beach", "Kemi")]
    assert failing_cases(one_case, cases) == []
