"""Who did what: the people a caller or a customer deals with, named by their role ("the ticket
agent", "the attendant", "the caller", "the advisor"), are someone else: "waits on hold while
the attendant has a row with her supervisor" is the attendant's row, and "her" there is
theirs. Talking to one of them is still the observer's company.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ROLES = ["ticket agent", "travel agent", "attendant", "caller", "advisor", "call handler",
         "sales rep", "coordinator"]
FRAMES = ["Ana waits on hold while the {r} has a row with her supervisor.",
          "Ana queues while the {r} argues with her manager.",
          "You wait at the desk as the {r} shouts at her boss."]


def test_the_roles_row_is_theirs(lex) -> None:
    def one_case(role, frame):
        text = frame.format(r=role)
        assert "conflict" not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(ROLES, FRAMES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("role", [r for r in ROLES if r != "caller"])
def test_talking_to_the_role_is_company(lex, role):
    text = f"Ana has a long chat with the {role}."
    assert "socialize" in actual_kinds(lex, text, "Ana"), text


def test_a_cleaning_agent_is_no_one(lex):
    assert "eat" in actual_kinds(lex, "Ana uses a cleaning agent on the oven and then eats lunch.",
                                 "Ana")
