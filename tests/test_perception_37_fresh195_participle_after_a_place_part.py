"""A bodily act after a comma in a status line's place part (session 37, round fresh195: a
Tokyo convenience store night shift): "Kenji is waiting for the bread truck @ Marukyu Mart:
loading bay, finishing off a tuna-mayo onigiri" is Kenji's meal, as "is reading, eating crisps"
is; the place's name is no subject of it. Controls: a place's own words after a comma stay the
place; a task or company there is left to the place ("counting out coins", "singing along to
the support act"); someone named in a later clause keeps their act.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_participle_after_the_place_is_the_agent_s(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Kenji") & {"eat", "drink"}, text

    cases = ["Kenji is waiting for the bread truck @ Marukyu Mart: loading bay, finishing off a "
             "tuna-mayo onigiri",
             "Kenji is reading @ home: sofa, eating crisps",
             "Kenji is reading @ Blue Door diner, eating a burger",
             "Kenji is waiting for the bus @ stop, drinking a coffee"]
    assert failing_cases(one_case, cases) == []


def test_controls_place_words_tasks_and_company_stay(lex) -> None:
    assert actual_kinds(lex, "Kenji is waiting @ hospital, ward 4", "Kenji") == set()
    assert actual_kinds(lex, "Xiadani is waiting in line @ tortillería, counting out coins "
                        "for a kilo of tortillas", "Xiadani") == set()
    assert actual_kinds(lex, "Sakura is drinking a pint of cider @ Brightwater: Main Stage "
                        "bar, singing along to the support act", "Sakura") == {"drink"}
    assert actual_kinds(lex, "Lena is third in the queue @ Marrket Street deli, raeding the "
                        "sandwich board", "Lena") == set()
    text = "Kenji is waiting @ Marukyu Mart: loading bay; Tom is eating an onigiri"
    assert actual_kinds(lex, text, "Kenji") == set()
    assert "eat" in other_kinds(lex, text, "Kenji")
