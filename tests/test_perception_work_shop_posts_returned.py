"""Work: a shop's, a stall's or a bakery's post returned to, on the staff's side.

Like "back at her desk" or "back on the ward", being back behind the counter, at the till or
the checkout or at one's own stall is the job taken up again. The customer's
side stays none: walking back to the stall or the counter to pay or complain.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def mine(lex, text: str) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


OPENERS = ["Ana is", "Ana goes straight", "After a sip of water Ana is"]
POSTS = ["back behind the counter", "back at the till", "back at her stall",
         "back on the checkout", "back behind the bar"]


def test_back_at_a_shops_post_is_work(lex):
    missed = [text for opener, post in itertools.product(OPENERS, POSTS)
              if not mine(lex, text := f"{opener} {post}.")]
    assert missed == []


NOT_WORK = ["Ana walks back to the stall to pay for the rug.",
            "Ana goes back to the counter to complain about her coffee.",
            "Ana goes back to the oven to check on the roast.",
            "Tom is back behind the counter while Ana eats her cake.",
            "Ana will be back at the till tomorrow."]


def test_customers_side_others_and_plans_are_no_work(lex):
    assert [t for t in NOT_WORK if mine(lex, t)] == []
