"""Session 8 round 4: a fronted perfect participle, a task on an empty stomach, an occasion after
``for`` + a possessive, and a court's and an order's occasions.

- ``_FRONTING`` holds ``having``: "Having interviewed three witnesses, Beatriz drafts the story"
  (r46-149): the observer's name after the fronted phrase opens the clause.
- ``forgone`` holds ``empty stomach``, after the verb as its manner ("shapes the baguettes on an
  empty stomach"); a leisure verb or a term's verb stays what it was.
- ``_frame_excluded``: ``for`` + a possessive + an occasion is the job's occasion, no favour
  ("takes notes for her cross-examination", r46-087; "for her nephew's party" stays a favour).
- ``occasions``: a court's (cross-examination, closing speech, bail hearing: r46-147) and an
  order named by who placed it ("for the restaurant order", h35-119).
Controls: the same verbs for a relative's occasion, at home, or with no occasion.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


FRONTED = ["Having interviewed three witnesses", "Having checked the figures twice",
           "Having finished the first draft"]
TASKS = ["Ana drafts the story on the train back", "Ana proofreads the page proofs",
         "Ana transcribes the interview for the front page"]


def test_a_task_after_a_fronted_perfect_participle_is_work(lex):
    wrong = [text for text in (f"{f}, {t}." for f, t in itertools.product(FRONTED, TASKS))
             if "work" not in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


def test_a_pastime_after_a_fronted_perfect_participle_is_no_work(lex):
    texts = [f"{f}, Ana reads a novel on the train back." for f in (
        "Having said goodbye to her sister", "Having missed the last bus", "Having packed")]
    assert [text for text in texts if "work" in actual_kinds(lex, text, OBSERVER)] == []


EMPTY = ["Ana shapes the baguettes on an empty stomach.",
         "Ana is scoring the loaves on an empty stomach.",
         "You glaze the buns on an empty stomach."]


def test_a_task_on_an_empty_stomach_is_work(lex):
    assert [text for text in EMPTY if "work" not in actual_kinds(lex, text, OBSERVER)] == []


def test_leisure_on_an_empty_stomach_is_no_work(lex):
    texts = ["Ana drinks coffee on an empty stomach.", "Ana reads the paper on an empty stomach.",
             "Ana went to bed on an empty stomach.", "Ana plays tennis on an empty stomach."]
    assert [text for text in texts if "work" in actual_kinds(lex, text, OBSERVER)] == []


VERBS = ["takes notes", "drafts the questions", "reviews the files", "prepares the bundle"]
OCCASIONS = ["her cross-examination", "her closing speech", "the bail hearing",
             "her opening statement"]


def test_a_task_for_a_court_occasion_is_work(lex):
    wrong = [text for text in (f"Ana {v} for {o}." for v, o in itertools.product(VERBS, OCCASIONS))
             if "work" not in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


ORDERS = ["the restaurant order", "the hotel order", "the catering order", "the wholesale order"]
KITCHEN = ["glazes the crème brûlées", "pipes the eclairs", "shapes the rolls"]


def test_a_task_for_an_order_named_by_its_customer_is_work(lex):
    wrong = [text for text in (f"Ana {v} for {o}." for v, o in itertools.product(KITCHEN, ORDERS))
             if "work" not in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


FAVOURS = ["Ana bakes a cake for her nephew's party.", "Ana shapes the rolls for her son's picnic.",
           "Ana glazes the buns for her mother.", "Ana pipes the eclairs in her kitchen.",
           "Ana argues with her brother about the order."]


def test_a_favour_or_a_home_task_is_no_work(lex):
    assert [text for text in FAVOURS if "work" in actual_kinds(lex, text, OBSERVER)] == []
