"""Serving told with the post served at and no object ("is serving at the bar", "serves in the
canteen", "serving behind the counter") is the staff's job (the work kind of core.yaml lists the
present forms only).

Controls: a customer served (the passive, also with a thing as its subject: "lunch is served in
the canteen"), someone else serving, serving planned, a tennis serve.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


def misses(lex, texts) -> list[str]:
    return [t for t in texts if "work" not in actual_kinds(lex, t, OBSERVER)]


def hits(lex, texts) -> list[str]:
    return [t for t in texts if "work" in actual_kinds(lex, t, OBSERVER)]


POSTS = ["at the bar", "behind the bar", "at the stall", "at the counter", "at the hatch",
         "in the canteen", "in the café", "at the buffet"]


def test_serving_at_a_post_is_work(lex):
    texts = [f"Ana {v} {p} all evening."
             for v, p in itertools.product(["is serving", "serves", "was serving",
                                            "keeps serving"], POSTS)]
    assert misses(lex, texts) == []


# "behind the bar" alone already places its subject on the staff's side (another term)
CUSTOMER_POSTS = [p for p in POSTS if p != "behind the bar"]


def test_being_served_or_a_serve_at_the_net_stays_none(lex):
    texts = [f"Ana is served {p} by Tom." for p in CUSTOMER_POSTS]
    texts += [f"Ana waits to be served {p}." for p in CUSTOMER_POSTS]
    texts += [f"Lunch is served {p}, and Ana eats with Tom." for p in CUSTOMER_POSTS]
    texts += ["Ana is serving at the net.", "Ana serves an ace down the line."]
    assert hits(lex, texts) == []


def test_someone_else_or_planned_serving_is_not_mine(lex):
    texts = [f"Tom is serving {p} while Ana drinks a pint." for p in POSTS]
    texts += [f"Ana will serve {p} tomorrow." for p in POSTS]
    assert hits(lex, texts) == []
