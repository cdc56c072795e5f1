"""Work: back at one's post.

"back on the ward", "back at her desk", "back at the bench", "back on the radio", "back to the
call", "go back to work" (core.yaml ``kinds.work.terms``) are the job taken up again. Another
person back at a post, a post not yet returned to and a return planned stay no work now; "back
home" or "back in the kitchen" name no post.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self}


POSTS = ["back on the ward", "back at her desk", "back at the bench", "back on the radio",
         "back on the shop floor", "back on the line"]
OPENERS = ["Ana's fever is gone and she's", "Ana is", "After the break Ana is"]


def test_back_at_a_post_is_work(lex):
    missed = [text for opener, post in itertools.product(OPENERS, POSTS)
              if "work" not in mine(lex, text := f"{opener} {post}.")]
    assert missed == []


def test_going_back_to_the_job_is_work(lex):
    texts = ["Ana takes one mouthful of coffee and goes straight back to the call.",
             "Ana goes back to work after lunch."]
    assert [t for t in texts if "work" not in mine(lex, t)] == []


NOT_NOW = ["Ana won't be back at her desk until Monday.",
           "Ana isn't back on the ward yet; her ankle is still in a cast.",
           "Tom is back on the ward, but Ana stays home.",
           "Ana will get back to work tomorrow.",
           "Ana is back home.",
           "Ana is back in the kitchen, making toast."]


def test_others_not_yet_planned_and_no_post_are_no_work(lex):
    assert [t for t in NOT_NOW if "work" in mine(lex, t)] == []
