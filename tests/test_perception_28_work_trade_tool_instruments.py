"""Session 28, round work (recall): a trade's tool as the instrument of the observer's task
("with the hydraulic spreaders", "with the wheel gun", "with the reflector") names the job
however far after the verb it comes, in a narrative sentence and in a status line at any place;
not a verb of leisure or rest beside the tool ("sits in the corner with his clipboard"), nor a
task for a home's company ("grills sweetcorn for the family lunch, turning each cob with
tongs")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize(("observer", "text"), [
    ("Pieter", "Pieter is cutting a driver free from a crumpled hatchback with the hydraulic "
               "spreaders @ A40 eastbound, lane 2; the paramedic Anneke kneels in the back "
               "seat holding the bleeding driver's head still"),
    ("Pieter", "Pieter is cutting a driver free with the hydraulic spreaders @ A40 eastbound, "
               "lane 2"),
    ("Pieter", "Pieter prises the door off the old red hatchback with the hydraulic spreaders."),
    ("Marisol", "Marisol loosens the last stubborn wheel nut on the rear left with the wheel "
                "gun."),
    ("Solveig", "Solveig bounces light onto the lead actor's face from the side with the "
                "reflector."),
    ("Kiri", "Kiri smooths the last metre of sand under the rails beside the camera with the "
             "dolly track."),
])
def test_a_trades_tool_as_the_instrument_names_the_job(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"work"}


def test_leisure_rest_or_a_home_task_beside_a_trades_tool_is_no_work(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Mbali", "Mbali grills sweetcorn on the braai for the family lunch, turning each cob with "
                  "tongs.", set()),
        ("Tom", "Tom plays with the stethoscope.", set()),
        ("Tom", "Tom sits in the corner with his clipboard.", set()),
        ("Tom", "Tom is eating lunch with his clipboard on his knee.", {"eat"}),
        ("Tom", "Tom chats to his mum on the phone with the defibrillator beside him.",
         {"socialize"}),
        ("Tom", "Tom helps his dad in the garden with the hydraulic spreaders.", set()),
    ]
    assert failing_cases(one_case, cases) == []
