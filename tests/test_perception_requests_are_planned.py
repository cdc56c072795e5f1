"""A request to someone is not the thing requested: after a request verb
(``cues.planned.request_verbs``), a noun phrase and "to", the verb is planned ("Ana asks the
pharmacist to argue with the landlord", "begs her brother to stop fighting", "tells the kids to
eat up"), up to the next link or mark; what the requester does next stays actual."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

REQUESTS = ["asks", "begs", "urges", "reminds", "persuades", "tells"]
PEOPLE = ["the pharmacist", "her flatmate Juno", "Tom", "the two boys"]
ACTS = {"conflict": "argue with the landlord", "eat": "eat something",
        "exercise": "go for a run", "sleep": "take a nap", "drink": "drink some water"}


def test_what_the_observer_asks_for_is_not_done(lex) -> None:
    def one_case(verb, who, kind):
        text = f"Ana {verb} {who} to {ACTS[kind]}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(REQUESTS, PEOPLE, ACTS))
    assert failing_cases(one_case, cases) == []


def test_what_someone_asks_the_observer_for_is_not_done_yet(lex) -> None:
    def one_case(verb, kind):
        text = f"Her sister {verb} Ana to {ACTS[kind]}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(REQUESTS[:4], ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana asks Tom to pass the salt, then eats her soup.", "eat"),
    ("Ana asks Tom about the rota, then goes for a run.", "exercise"),
    ("Ana helps Juno carry the boxes and then drinks a glass of water.", "drink"),
])
def test_the_requesters_own_act_stays(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
