"""Work: trade verbs that need one of their own objects.

A ramp crew's aircraft refuelled, de-iced, marshalled or towed, a farm's crops sprayed,
fertilised or irrigated, a loading bay's pallets shrink-wrapped and a haulier's lorries
pressure-washed are the job (core.yaml ``kinds.work.verbs`` with their own ``objects``); the
same verbs on a household's or a traveller's things stay no work, and so does another
person's task.
"""

from __future__ import annotations

from helpers import actual_kinds

OBSERVER = "Ana"


WORK = ["Ana refuels the aircraft on stand 4.",
        "Ana de-ices the aircraft before the first departure.",
        "Ana marshals the aircraft onto the stand.",
        "Ana tows the aircraft to the hangar.",
        "Ana sprays the crops before the rain.",
        "Ana fertilises the fields along the river.",
        "Ana irrigates the fields at dusk.",
        "Ana shrink-wraps the pallets in bay 3.",
        "Ana pressure-washes the lorries at the depot."]


def test_trade_verbs_on_their_objects_are_work(lex):
    assert [t for t in WORK if "work" not in actual_kinds(lex, t, OBSERVER)] == []


HOME = ["Ana refuels her car at the petrol station.",
        "Ana de-ices the windscreen before school.",
        "Ana sprays sun cream on her arms.",
        "Ana sprays the roses with soapy water.",
        "Ana runs for the plane.",
        "Ana tows the caravan to the campsite.",
        "Ana marshals her thoughts before the exam."]


def test_the_same_verbs_on_home_things_are_no_work(lex):
    assert [t for t in HOME if "work" in actual_kinds(lex, t, OBSERVER)] == []


def test_another_persons_trade_task_is_no_work_of_ana(lex):
    texts = ["Ana watches the ground crew de-ice the aircraft.",
             "From the lounge Ana sees a tug tow the aircraft away."]
    assert [t for t in texts if "work" in actual_kinds(lex, t, OBSERVER)] == []
