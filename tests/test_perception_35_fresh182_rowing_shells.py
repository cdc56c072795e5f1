"""Rowing read (session 35, round fresh182): a racing shell rowed, sculled or paddled by its
class or its seat ("rows at stroke in the second eight", "is sculling a double up the reach",
"sculls hard up to the start", "paddles her single at light pressure", "is sweep rowing in a
pair", "out rowing on the lower reach"), a distance sculled ("sculls two lengths of the course")
and "is rowing a session" (the exception "rowing" had hidden it) are exercise. Controls: a
drink sculled stays a drink ("sculls a double espresso"), a single bed bought is nothing, and
"rowing with her brother" stays a quarrel.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_shell_rowed_sculled_or_paddled_is_exercise(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Niamh") == {"exercise"}, text

    cases = ["Niamh rows at stroke in the second eight.",
             "Niamh rows at bow in the first four.",
             "Niamh is rowing in the pair this morning.",
             "Niamh is sweep rowing in a pair, bow side.",
             "Niamh is sculling a double up the reach.",
             "Niamh sculls her single down to the boathouse.",
             "Niamh climbs into her single and sculls hard up to the start.",
             "Niamh sculls two lengths of the course before breakfast.",
             "Niamh paddles her single at light pressure to cool down.",
             "Niamh is out rowing on the lower reach.",
             "Niamh is rowing a steady-state session with the squad.",
             "Niamh races in the final.",
             "Niamh just finished the semi.",
             "Niamh wins her semi-final."]
    assert failing_cases(one_case, cases) == []


def test_controls_drinks_beds_and_quarrels_stay(lex) -> None:
    assert actual_kinds(lex, "Niamh sculls a double espresso.", "Niamh") == {"drink"}
    assert actual_kinds(lex, "Niamh sculls his pint.", "Niamh") == {"drink"}
    assert actual_kinds(lex, "Niamh buys a single bed.", "Niamh") == set()
    assert actual_kinds(lex, "Niamh is rowing with her brother about the bins.", "Niamh") \
        == {"conflict"}
    assert actual_kinds(lex, "Niamh watches the final on TV.", "Niamh") == set()
