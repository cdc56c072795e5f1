"""A task done for a business ("is shovelling gravel for the landscaping firm", "sweeps the floor
for the café", "packs honey for the cooperative") is done for an employer or a client: work.
Not a business word as a compound's first half ("for the company picnic"), an owner ("for the
café's owner"), leisure, or someone else's task."""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Mara") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


@pytest.mark.parametrize("business", ["the landscaping firm", "the café", "a removals company",
                                      "the cooperative", "the bakery"])
@pytest.mark.parametrize("task", ["is shovelling gravel", "sweeps the yard",
                                  "has been loading crates"])
def test_a_task_for_a_business_is_work(lex, task, business):
    assert worked(lex, f"Mara {task} for {business}.")


def test_a_compound_an_owner_leisure_someone_else_or_a_plan_is_no_work(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        "Mara bakes a cake for the company picnic.",
        "Mara sweeps the yard for the café's owner, her aunt.",
        "Mara reads a novel for the library's book club.",
        "Mara is dancing for the cooperative.",
        "Mara's brother is shovelling gravel for the landscaping firm.",
        "Mara will shovel gravel for the landscaping firm tomorrow.",
        "Mara sweeps her own yard for the bakery's open day.",
    ]
    assert failing_cases(one_case, cases) == []
