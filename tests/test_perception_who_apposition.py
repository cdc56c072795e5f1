"""Who did what: a name renamed by an apposition with a phrase after the role ("Ingrid, a nurse
from Leeds, eats") keeps its act; the role phrase describes who, it is no task of its own."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ROLES = ["a nurse from Leeds", "the cook on the night shift", "a deckhand on the coaster",
         "the new intern at the bank", "a retired teacher from Hull"]
ACTS = {"eat": "eats a sandwich", "drink": "drinks a cup of tea", "sleep": "takes a nap",
        "exercise": "goes for a run", "injury": "cuts her hand", "illness": "throws up"}


def test_the_named_observer_keeps_the_act_after_an_apposition_with_a_phrase(lex) -> None:
    def one_case(role, kind):
        assert kind in actual_kinds(lex, f"Ingrid, {role}, {ACTS[kind]}.", "Ingrid")

    cases = list(itertools.product(ROLES, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("role,kind", list(itertools.product(ROLES, ACTS)))
def test_someone_else_renamed_by_an_apposition_keeps_their_act(lex, role, kind):
    assert kind not in actual_kinds(lex, f"Ingrid, {role}, {ACTS[kind]}.", "Ana")
    assert kind not in actual_kinds(lex, f"Ana reads while Ingrid, {role}, {ACTS[kind]}.", "Ana")


@pytest.mark.parametrize("text", [
    "Mara, the midwife on shift, scrubs the tiles in her bathroom.",
    "Mara, a retired deckhand from the coaster, helps her neighbour into the car.",
    "Mara, the barmaid at the Crown, reads a novel on the sofa.",
    "Mara, a nurse on the night shift, watches a film at home.",
])
def test_a_role_phrase_in_an_apposition_is_no_work_of_its_own(lex, text):
    assert "work" not in actual_kinds(lex, text, "Mara")


@pytest.mark.parametrize("text", [
    "Mara is a nurse.",  # a predicate, not an apposition
    "Mara, a deckhand on the coaster, coils the mooring lines before her watch ends.",
])
def test_a_job_stated_or_a_task_after_the_apposition_is_still_work(lex, text):
    assert "work" in actual_kinds(lex, text, "Mara")


@pytest.mark.parametrize("text", [
    # a fronted phrase before the comma: the role opens a new subject, someone else
    "Inside the room, a nurse from the ward is eating a sandwich.",
    "Across the road from Mara, a cook from the cafe eats a sandwich.",
])
def test_a_role_after_a_fronted_phrase_is_a_new_subject(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Mara")
