"""Being in one place with others is not company when the clause says nothing was said: a
meal, a ride or a sitting shared "in silence" or "saying nothing" names who else was there
(the labelled sets: "the rest of the community eat in silence"). A thing sent by someone is
not someone there either: "buzzes with messages from her friends", "comes home with a letter
from Tom". Talk after the silence, or a person named right after "with", keeps the company."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBS = "Ana"


def actual(lex, text: str, observer: str = OBS) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


SHARED = ["{o} and the other prisoners eat {s}", "{o} has lunch with Tom {s}",
          "{o} rides in the back of the truck with twenty other workers, {s}"]
SILENT = ["in silence", "in stony silence", "saying nothing"]


def test_time_shared_in_silence_is_no_company(lex):
    cases = [t.format(o=OBS, s=s) + "." for t, s in itertools.product(SHARED, SILENT)]
    assert len(cases) == 9
    assert [t for t in cases if "socialize" in actual(lex, t)] == []


@pytest.mark.parametrize("text", ["Ana has lunch with Tom.",
                                  "Ana and Tom eat in silence, then talk for an hour.",
                                  "Ana and the other prisoners eat together, joking."])
def test_time_shared_with_talk_keeps_company(lex, text):
    assert "socialize" in actual(lex, text)


SENT = ["Ana's phone buzzes with messages from her friends",
        "Ana comes home with a letter from Tom", "Ana sits on the step with a parcel from her mum"]


@pytest.mark.parametrize("text", SENT)
def test_a_thing_sent_by_someone_is_no_company(lex, text):
    assert "socialize" not in actual(lex, text + ".")


@pytest.mark.parametrize("who", ["a friend from school", "some people from work", "Tom"])
def test_a_person_from_somewhere_keeps_company(lex, who):
    assert "socialize" in actual(lex, f"Ana has lunch with {who}.")
