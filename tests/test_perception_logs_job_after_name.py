"""A job right after a name that opens a sentence or a log line says who they are: "王芳 the
innkeeper is arguing with a dwarf over an unpaid tab" is 王芳 arguing (a game log's or a
saga's way of naming its characters), not an innkeeper besides 王芳, and no task of theirs.
The name may be in any script. A job elsewhere ("watches the innkeeper argue"), or a job's
owner ("the innkeeper's wife"), is still someone else.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def theirs(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


NAMES = ["王芳", "Ольга", "Wang", "Brigid"]
JOBS = ["innkeeper", "blacksmith", "cook", "guard", "nurse"]
ACTS = [("is arguing with a dwarf over an unpaid tab", "conflict"),
        ("eats a bowl of stew", "eat"), ("drinks a flask of ale", "drink"),
        ("is sleeping by the hearth", "sleep")]
PREFIXES = ["", "[Day 16, 12:00] ", "The tavern is loud. "]


def test_a_job_after_the_name_is_the_name_s(lex) -> None:
    def one_case(name, job, act, prefix):
        text = f"{prefix}{name} the {job} {act[0]}."
        assert actual_kinds(lex, text, name) == {act[1]}, text

    cases = list(itertools.product(NAMES, JOBS, ACTS, PREFIXES))
    assert failing_cases(one_case, cases) == []


def test_someone_else_s_job_is_theirs(lex) -> None:
    def one_case(name, job, act):
        verb, rest = act[0].split(maxsplit=1)
        if verb == "is":
            text = f"{name} watches the {job} {rest}."
        else:
            text = f"{name} watches the {job} {verb[:-1]} {rest}."
        assert actual_kinds(lex, text, name) == set(), text
        assert actual_kinds(lex, f"{name} the {job}'s wife {act[0]}.", name) == set()
        assert actual_kinds(lex, f"Kaspar the {job} {act[0]}.", name) == set()

    cases = list(itertools.product(NAMES, JOBS, ACTS))
    assert failing_cases(one_case, cases) == []
