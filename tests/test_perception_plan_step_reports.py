"""A plan's header word followed by a report word labels a report of a step carried out, not a
plan (session 11, from the fresh set's "Plan step 3/4 [social]: invited the new neighbours
over; Cusi and the Okafors drank mate on the front steps for an hour"): core.yaml
``cues.planned.header_reports`` (step, report, update, outcome, log ...). What the report
says keeps its own tense; a plain plan label ("Plan:", "Schedule (Cusi):") still makes the
text ahead.
"""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive


def mine(lex, text: str, observer: str) -> dict[str, str]:
    return {e.kind: e.mode for e in perceive(text, lex, observer=observer)
            if e.subject == "self" and not e.negated}


LABELS = ["Plan step 3/4 [social]", "Plan step 2", "Plan update", "Plan results",
          "Plan outcome", "Plans log (Cusi)", "Plan progress"]
DONE = [("Cusi drank tea with Ana on the steps", {"drink", "socialize"}),
        ("Cusi ate a bowl of soup", {"eat"}),
        ("Cusi slept for two hours", {"sleep"})]
PLAIN = ["Plan", "Schedule (Cusi)", "Agenda", "Plan for Friday", "Itinerary"]
AHEAD = [("Cusi drinks tea with Ana", {"drink", "socialize"}),
         ("Cusi eats a bowl of soup", {"eat"})]


def test_a_step_report_tells_what_was_done(lex) -> None:
    def one_case(label, done):
        got = mine(lex, f"{label}: {done[0]}.", "Cusi")
        assert set(got) == done[1]
        assert set(got.values()) == {"actual"}

    cases = list(itertools.product(LABELS, DONE))
    assert failing_cases(one_case, cases) == []


def test_a_plan_label_still_makes_the_text_ahead(lex) -> None:
    def one_case(label, ahead):
        got = mine(lex, f"{label}: {ahead[0]}.", "Cusi")
        assert set(got) == ahead[1]
        assert set(got.values()) == {"planned"}

    cases = list(itertools.product(PLAIN, AHEAD))
    assert failing_cases(one_case, cases) == []
