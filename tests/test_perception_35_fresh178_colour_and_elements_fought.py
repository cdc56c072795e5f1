"""A colour named for blood and the air, the weather or one's own needs fought (session 35, round
fresh178): "dyes skeins of yarn a blood-red colour" is no wound (core.yaml exceptions ``blood
red``, ``blood-red``), "drank three cups of coca tea to fight the altitude" no quarrel
(conflict ``things``: altitude, heat, hunger, wind, weather ...). Controls: blood from a cut, a
cold fought (an ailment), a person fought.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_blood_red_colour_is_no_wound(lex) -> None:
    def one_case(text, name):
        assert "injury" not in actual_kinds(lex, text, name), text

    cases = [("Inti dyes skeins of yarn a blood-red colour with crushed cochineal.", "Inti"),
             ("Inti wears a blood red poncho to the fiesta.", "Inti"),
             ("You paint the shutters blood-red.", None)]
    assert failing_cases(one_case, cases) == []


def test_the_altitude_the_heat_or_hunger_fought_is_no_quarrel(lex) -> None:
    def one_case(text, name):
        assert "conflict" not in actual_kinds(lex, text, name), text

    cases = [("I DRANK THREE CUPS OF COCA TEA TO FIGHT THE ALTITUDE.", None),
             ("I drank three cups of coca tea to fight the altitude.", None),
             ("Hannah drinks water to fight the heat.", "Hannah"),
             ("Hannah is fighting against the wind at the summit.", "Hannah"),
             ("Hannah fights the hunger with a handful of coca leaves.", "Hannah")]
    assert failing_cases(one_case, cases) == []


def test_controls_blood_from_a_cut_a_cold_and_a_person_fought(lex) -> None:
    assert actual_kinds(lex, "Inti cuts his hand and blood runs down his wrist.", "Inti") \
        == {"injury"}
    assert actual_kinds(lex, "Hannah fights off a cold with lemon tea.", "Hannah") \
        == {"illness"}
    assert actual_kinds(lex, "Hannah fights the porter over the fare.", "Hannah") \
        == {"conflict"}
    assert "drink" in actual_kinds(lex, "Hannah drinks water to fight the heat.", "Hannah")
