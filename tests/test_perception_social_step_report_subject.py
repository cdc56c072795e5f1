"""A plan step's report has the agent as its unstated subject: a person named only in the
step's name ("Step 'Meet Arjun' (social): met Arjun at the chai stall ...") is whom the step is
with, not who acted. Someone named in the report itself before the event keeps it theirs, and
a step still ahead stays ahead."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Nikhil"


def social_self(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


LABELS = ["Step 'Meet {p}' (social)", "Step 'Catch up with {p}' (social)",
          "Quest 'Visit {p}' [social]"]
PEOPLE = ["Arjun", "Ruth", "Nana Aroha", "Aunt Graça"]
REPORTS = ["met {p} at the chai stall, two cups each, talked cricket for an hour",
           "met {p} at the bus station and walked into town",
           "chatted with {p} on the bench for an hour",
           "visited {p} at the care home after lunch",
           "spent the afternoon in {p}'s room looking through old photo albums together"]


def test_the_report_after_a_step_naming_someone_is_the_agents(lex):
    cases = [f"{lab.format(p=p)}: {r.format(p=p)}"
             for lab, p, r in itertools.product(LABELS, PEOPLE, REPORTS)]
    assert len(cases) == 60
    assert [c for c in cases if not social_self(lex, c)] == []


@pytest.mark.parametrize("text", [
    # the step is still ahead
    "Step 'Meet Arjun' (social): queued, after the harvest shift",
    "Step 'Meet Arjun' (social): not started",
    # someone named in the report acts
    "Step 'Meet Arjun' (social): Arjun met his cousin at the chai stall while Nikhil worked",
])
def test_a_step_ahead_or_another_persons_report_is_not_the_observers_company(lex, text):
    assert not social_self(lex, text)


@pytest.mark.parametrize("text", [
    "Step 'Lunch with Arjun' (social): Arjun ate the dal alone",
    "Step 'Check on Gran' (care): Gran slept all afternoon",
    "Step 'Visit Ruth' (social): Ruth was too ill to talk",
])
def test_someone_named_in_the_report_keeps_their_own_events(lex, text):
    own = {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self}
    assert own.isdisjoint({"eat", "sleep", "illness", "socialize"})
