"""A game log's or an agent record's fields are no chat speakers, and a health stat falling is
a hurt (session 11, from the fresh sets' "[Day 14] Desmond: HP -12. Cause: fell throught rotten
floorboards." and "[Day 21 | 02:47] ALERT: movement at the barricade of Fionnuala's
shelter."): core.yaml socialize ``dialogue.fields`` (cause, status, alert, hp, meals ...) and
the injury terms "hp -", "health -". A record of one subject is no exchange; a dialogue of two
named speakers still is, and another character's record ("NPC Ezra: ...") stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

STAMPS = ["[Day 14] ", "[Day 21 | 02:47] ", "Log 7: ", ""]
FIELDS = ["Cause: fell off the ladder", "Status: resting in the bunk", "Effect: poisoned",
          "ALERT: movement at the gate", "Note: the radio is dead", "Mood: grim",
          "Meals: 2", "Location: the old mill", "Weather: snow", "Event: raiders spotted",
          "Reason: out of fuel", "Warning: low battery"]


@pytest.mark.parametrize(("stamp", "field"), list(itertools.product(STAMPS, FIELDS)))
def test_a_record_field_is_no_speaker(lex, stamp, field):
    got = actual_kinds(lex, f"{stamp}Desmond: day {len(field)} of the siege. {field}.", "Desmond")
    assert "socialize" not in got


SUBJECTS = ["Desmond", "[Day 14] Desmond", "[Day 3 | 08:00] Desmond"]
LOSSES = ["HP -12", "HP: -30", "Health -20", "health -5", "Hit points -8"]


@pytest.mark.parametrize(("subject", "loss"), list(itertools.product(SUBJECTS, LOSSES)))
def test_a_health_loss_is_the_subjects_hurt(lex, subject, loss):
    assert actual_kinds(lex, f"{subject}: {loss}. Cause: fell through rotten floorboards.",
                        "Desmond") == {"injury"}
    # someone else's record is theirs
    assert actual_kinds(lex, f"{subject.replace('Desmond', 'NPC Ezra')}: {loss}. Cause: a bite.",
                        "Desmond") == set()


CONTROLS = [
    # a real exchange of two named speakers is company
    ("[dialogue] Desmond: 'How are you holding up?' Niamh: 'Barely.'", "Desmond",
     {"socialize"}),
    ("[19:02] Desmond: did you eat?? [19:03] Rosa: not yet!!", "Desmond", {"socialize"}),
    # a health stat going up is no hurt
    ("[Day 14] Desmond: HP +12. Cause: medkit.", "Desmond", set()),
    # another character's line is theirs
    ("[Day 8 | 19:30] Desmond reads. NPC Ezra: eating 1x Tinned Peaches (Hunger +15).",
     "Desmond", set()),
    ("[Day 8] Desmond reads. Companion Ezra: sleeping (Fatigue -30).", "Desmond", set())]


def test_controls(lex) -> None:
    def one_case(text, observer, want):
        assert actual_kinds(lex, text, observer) == want

    cases = CONTROLS
    assert failing_cases(one_case, cases) == []
