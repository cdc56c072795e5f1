"""A not_verb on a trade's thing is a task: ``status_activity.frames.trade_tasks``.

Fetching, grabbing or bringing a trade's gear, finishing or signing its papers, collecting its
samples, picking its crop ("finishes the problem sheet", "fetches the stretcher", "signs the
purchase orders", "brings the lambing records up to date", "skipped lunch to finish the problem
sheet") is the job: the object is one of ``frames.trade``. The same verbs on anything else stay
what they are (a meal grabbed, a coffee finished), and own homes keep them chores.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

VERBS = [("fetches", "fetching"), ("grabs", "grabbing"), ("brings", "bringing"),
         ("collects", "collecting"), ("checks", "checking")]
GEAR = ["the stretcher", "the defibrillator", "the blood samples", "the hydraulic spreaders",
        "the lambing records", "the breathing apparatus"]
PAPERS = [("finishes", "the problem sheet"), ("finishes", "the lesson plans"),
          ("signs", "the purchase orders"), ("signs", "the charge sheet"),
          ("fills in", "the timesheets")]


def test_a_not_verb_on_trade_gear_is_the_job(lex):
    wrong = [t for (finite, _), gear in itertools.product(VERBS, GEAR)
             if "work" not in actual_kinds(lex, t := f"Ana {finite} {gear} from the store.", "Ana")]
    assert wrong == []


def test_a_not_verb_on_trade_papers_is_the_job(lex):
    wrong = [t for verb, paper in PAPERS
             if "work" not in actual_kinds(lex, t := f"Ana {verb} {paper}.", "Ana")]
    wrong += [t for verb, paper in PAPERS if verb == "finishes"
              and "work" not in actual_kinds(lex, t := f"Ana skipped lunch to finish {paper}.",
                                             "Ana")]
    assert wrong == []


def test_a_status_line_not_verb_on_trade_gear_is_the_job(lex):
    wrong = [t for (_, ing), gear in itertools.product(VERBS, GEAR)
             if "work" not in actual_kinds(lex, t := f"Ana is {ing} {gear} @ station 3: yard",
                                           "Ana")]
    assert wrong == []


def test_the_same_verbs_on_other_things_are_no_job(lex):
    things = ["a sandwich", "her coffee", "the kids", "her bag", "the shopping", "a taxi",
              "her phone", "the umbrella"]
    verbs = ["grabs", "fetches", "brings", "collects", "finishes", "picks", "checks"]
    wrong = [t for v, thing in itertools.product(verbs, things)
             if "work" in actual_kinds(lex, t := f"Ana {v} {thing} and heads home.", "Ana")]
    assert wrong == []


def test_a_venues_empties_cleared_are_the_job(lex):
    verbs = ["clears", "collects", "wipes down", "stacks"]
    things = ["the empty glasses", "empty cups", "the empties", "empty plates"]
    wrong = [t for v, thing in itertools.product(verbs, things)
             if "work" not in actual_kinds(lex, t := f"Ana {v} {thing} in the hall.", "Ana")]
    assert wrong == []


def test_a_top_up_of_a_trade_thing_is_the_job_and_a_sign_up_is_not(lex):
    assert "work" in actual_kinds(lex, "Ana tops up the rice in the chafing dishes.", "Ana")
    assert "work" not in actual_kinds(lex, "Ana tops up her glass.", "Ana")
    assert "work" not in actual_kinds(lex, "Ana signs up for a crash course in drip irrigation.",
                                      "Ana")
    assert "work" not in actual_kinds(lex, "Ana looks across the tables for her friend.", "Ana")
