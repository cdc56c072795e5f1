"""Work: speech by an observer named by a post.

``say``, ``explain``, ``announce``, ``brief`` and ``instruct`` are among the status section's
``tasks`` (core.yaml ``status_activity.tasks``): a frame naming the job (the observer named by
a post in apposition, "Hemi, the sound mixer, says ...") makes them the job's talking. With no
frame, speech stays no work, and another person's post is no work of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


POSTS = ["the sound mixer", "the stage manager", "the ship's cook", "the night porter"]
SPEECH = ["says the generator is too loud", "explains the new rota to the crew",
          "announces a ten-minute delay"]


def test_speech_of_an_observer_named_by_a_post_is_work(lex):
    missed = [text for post, said in itertools.product(POSTS, SPEECH)
              if "work" not in actual_kinds(lex, text := f"Ana, {post}, {said}.", OBSERVER)]
    assert missed == []


NO_FRAME = ["Ana says the film was too long.",
            "Ana explains the rules of the card game to her nephew.",
            "Ana announces her engagement at dinner.",
            "At the counter Ana asks for a pastel de nata and a coffee.",
            "Ana pushes the plate away; she's not hungry, she tells herself."]


def test_speech_with_no_frame_is_no_work(lex):
    assert [t for t in NO_FRAME if "work" in actual_kinds(lex, t, OBSERVER)] == []


OTHERS = ["Ana listens while Hemi, the sound mixer, says the generator is too loud.",
          "The stage manager explains the new rota to Ana."]


def test_another_persons_post_is_no_work_of_the_observer(lex):
    assert [t for t in OTHERS if "work" in actual_kinds(lex, t, OBSERVER)] == []
