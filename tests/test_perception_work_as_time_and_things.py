"""Round 35: a call, a round, a meeting or a job named as a time is no work now; a work word
before furniture names the thing.

The work kind's ``as_time.heads`` (core.yaml) now hold ``call``, ``round``, ``meeting`` and
``job`` besides ``shift``: after ``after``/``between``/``off``/``from``/``once``/``mid`` with
only its noun phrase between, or before ``ends``/``is over``, the session tells when something
else happens. Taken from r54-113 ("After three nights on call, Dr Obi sleeps"), h33-122
("drinks a mug of cocoa between her ward rounds"), r51-124 ("naps on the bus between her two
jobs") and h18-027/h35-036/h26-090 (eating, drinking, playing chess "between calls": the
fresh sets label it no work; the term ``between calls`` is gone). The kind's ``not_before``
makes "the filing cabinets" (r53-044) a thing. Controls: the sessions told as worked stay work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


SESSIONS = ["three nights on call", "her ward rounds", "her two jobs", "the client call",
            "the board meeting", "a long night on call"]
SHAPES = ["After {s}, Ana sleeps until noon.",
          "Ana drinks a mug of cocoa between {s}.",
          "Ana naps on the bus between {s}.",
          "Ana, tired from {s}, falls asleep on the sofa."]


def test_a_session_after_a_time_word_is_no_work_now(lex):
    wrong = [text for shape, session in itertools.product(SHAPES, SESSIONS)
             if "work" in actual_kinds(lex, text := shape.format(s=session), OBSERVER)]
    assert wrong == []


def test_between_calls_is_no_work(lex):
    for text in ("Ana eats a tuna sandwich between calls @ insurance office: desk 7",
                 "Ana drinks an energy drink at her desk between calls.",
                 "Between calls Ana plays chess in the day room."):
        assert "work" not in actual_kinds(lex, text, OBSERVER), text


def test_sessions_told_as_worked_stay_work(lex):
    for text in ("Ana is on call at the hospital tonight.", "Ana is on a client call.",
                 "Ana is doing her ward rounds @ St Anne's Hospital: ward 4",
                 "Ana is in a board meeting.", "Ana is on the night shift."):
        assert "work" in actual_kinds(lex, text, OBSERVER), text


FURNITURE = ["filing cabinets", "filing cabinet", "filing tray", "filing trays"]


def test_a_work_word_before_furniture_names_the_thing(lex):
    wrong = [text for thing in FURNITURE
             if "work" in actual_kinds(
                 lex, text := f"Ana dozes in the recliner next to the {thing}.", OBSERVER)]
    assert wrong == []


def test_filing_itself_stays_work(lex):
    for text in ("Ana is filing expense reports @ office: desk 4",
                 "Ana spent the morning filing invoices and answering emails."):
        assert "work" in actual_kinds(lex, text, OBSERVER), text
