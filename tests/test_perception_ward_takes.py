"""Round 34: a ward's taking (blood samples, swabs, x-rays, vitals, obs) is work.

Core.yaml's work terms had "take bloods", "take blood pressures", "take temperatures"; the
rest of the family joins them. Taken from r51-009 ("Isabel is taking blood samples from the
morning patients @ St Anne's Hospital: ward 4"), widened to subjects x takes x settings;
controls: a sample of food, a photo, a patient's own test taken by someone else.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


SUBJECTS = [("Ana", "takes", "is taking"), ("I", "take", "am taking")]
TAKES = ["blood samples", "a blood sample", "swabs", "x-rays", "vitals", "obs"]
SETTINGS = ["from the morning patients", "on ward 4", "before the consultant's round"]


def test_a_wards_taking_is_work(lex):
    missed = []
    for (subj, finite, progressive), take, setting in itertools.product(SUBJECTS, TAKES,
                                                                          SETTINGS):
        for verb in (finite, progressive):
            text = f"{subj} {verb} {take} {setting}."
            if "work" not in actual_kinds(lex, text, OBSERVER):
                missed.append(text)
    assert missed == []


def test_someone_else_taking_the_observers_blood_is_not_her_work(lex):
    for take in TAKES:
        assert "work" not in actual_kinds(
            lex, f"Ana rolls up her sleeve while the nurse takes {take}.", OBSERVER)


def test_other_takings_are_no_work(lex):
    for text in ("Ana takes a sample of the cheese at the market.",
                 "Ana takes photos of the harbour.", "Ana takes a sip of water."):
        assert "work" not in actual_kinds(lex, text, OBSERVER), text
