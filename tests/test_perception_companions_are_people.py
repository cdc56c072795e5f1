"""Someone who goes with the observer (a guide, a sherpa, a minder, an escort, a lodger) is a
person: an owner before one is no subject ("Her guide ate a pie", "her minder is asleep in the
car"); a guide's own job stays work ("Ana is guiding a tour @ castle: courtyard")."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OWNERS = ["Her", "His", "Ana's"]
COMPANIONS = ["guide", "sherpa", "minder", "escort", "lodger", "bodyguard"]
ACTS = {"eat": "ate a pie", "drink": "drinks a pint", "sleep": "is asleep in the car"}


def test_a_companion_acts_for_themselves(lex) -> None:
    def one_case(owner, who, kind):
        text = f"{owner} {who} {ACTS[kind]}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(OWNERS, COMPANIONS, ACTS))
    assert failing_cases(one_case, cases) == []


def test_a_guides_job_is_still_work(lex):
    assert actual_kinds(lex, "Ana is guiding a tour @ castle: courtyard", "Ana") == {"work"}
