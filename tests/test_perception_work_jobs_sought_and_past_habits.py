"""Work not done now, session 21: a job applied for or looked for ("applies for a job at the
cannery", "is looking for work in the city") and a past habit ("used to stack pallets at the
depot", "used to work at the signal box") name a job but do none, even where a workplace in
the clause would frame a task. The same verbs on a job's own things stay work ("applies the
sealant to the hull @ dry dock", "uses the forklift to stack pallets @ warehouse")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_no_work_done_now(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ana applies for a job at the cannery.",
        "Ana applied for the job at the depot.",
        "Ana is looking for work in the city.",
        "Ana used to work at the signal box.",
        "Ana used to stack pallets at the depot.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana applies the sealant to the hull @ dry dock",
    "Ana uses the forklift to stack pallets @ warehouse",
    "Ana stacks pallets at the depot.",
])
def test_the_job_itself_stays_work(lex, text):
    assert "work" in actual_kinds(lex, text, OBSERVER)
