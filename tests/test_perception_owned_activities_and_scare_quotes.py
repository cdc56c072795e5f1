"""An activity named as someone's is theirs, and a short quotation after an owner or an article
is a noun phrase in scare quotes, not speech (session 11, from the fresh set's "Aroha’s “quick
nap” lasts three hours…"): ``perception._owned_by_other`` and ``_scare_quotes``. The
observer's own activity ("Aroha's nap") stays theirs; quoted speech stays reported.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive


def selves(lex, text: str, observer: str = "Aroha") -> dict[str, str]:
    """kind -> mode, for the observer's events not negated."""
    return {e.kind: e.mode for e in perceive(text, lex, observer=observer)
            if e.subject == "self" and not e.negated}


def others(lex, text: str, observer: str = "Aroha") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


OWNERS = ["Tane's", "Her brother's", "The twins'", "Mr Ngata's"]
OWN = ["Aroha's", "Aroha’s"]
THINGS = [("quick nap", "sleep"), ("long swim", "exercise"), ("nap", "sleep"),
          ("“quick nap”", "sleep"), ("'power nap'", "sleep")]
REST = ["lasts three hours", "runs long", "is over by noon"]


def test_someone_elses_activity_is_theirs(lex) -> None:
    def one_case(owner, thing, rest):
        text = f"{owner} {thing[0]} {rest}."
        assert thing[1] not in selves(lex, text)
        assert thing[1] in others(lex, text)

    cases = list(itertools.product(OWNERS, THINGS, REST))
    assert failing_cases(one_case, cases) == []


def test_the_observers_own_activity_is_actual(lex) -> None:
    def one_case(owner, thing, rest):
        assert selves(lex, f"{owner} {thing[0]} {rest}.").get(thing[1]) == "actual"

    cases = list(itertools.product(OWN, THINGS, REST))
    assert failing_cases(one_case, cases) == []


CONTROLS = [("Aroha joins Tane's swim.", "exercise", "actual"),
            ("Aroha said 'quick nap' and left.", "sleep", "reported"),
            ("Tane's brother video-calls Aroha.", "socialize", "actual"),
            ("Aroha chatted with the players' wives over a glass of wine.", "drink", "actual")]


@pytest.mark.parametrize(("text", "kind", "mode"), CONTROLS)
def test_controls(lex, text, kind, mode):
    assert selves(lex, text).get(kind) == mode


def test_speech_in_quotes_stays_someone_elses(lex):
    assert "sleep" not in selves(lex, "Tane says 'I had a nap'.")
