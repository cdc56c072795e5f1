"""Work: back at one's post.

"back on the ward", "back at her desk", "back at the bench", "back on the radio", "back to the
call", "go back to work" (core.yaml ``kinds.work.terms``) are the job taken up again. Another
person back at a post, a post not yet returned to and a return planned stay no work now; "back
home" or "back in the kitchen" name no post.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


POSTS = ["back on the ward", "back at her desk", "back at the bench", "back on the radio",
         "back on the shop floor", "back on the line"]
OPENERS = ["Ana's fever is gone and she's", "Ana is", "After the break Ana is"]


def test_back_at_a_post_is_work(lex):
    missed = [text for opener, post in itertools.product(OPENERS, POSTS)
              if "work" not in actual_kinds(lex, text := f"{opener} {post}.", OBSERVER)]
    assert missed == []


def test_going_back_to_the_job_is_work(lex):
    texts = ["Ana takes one mouthful of coffee and goes straight back to the call.",
             "Ana goes back to work after lunch."]
    assert [t for t in texts if "work" not in actual_kinds(lex, t, OBSERVER)] == []


NOT_NOW = ["Ana won't be back at her desk until Monday.",
           "Ana isn't back on the ward yet; her ankle is still in a cast.",
           "Tom is back on the ward, but Ana stays home.",
           "Ana will get back to work tomorrow.",
           "Ana is back home.",
           "Ana is back in the kitchen, making toast."]


def test_others_not_yet_planned_and_no_post_are_no_work(lex):
    assert [t for t in NOT_NOW if "work" in actual_kinds(lex, t, OBSERVER)] == []
