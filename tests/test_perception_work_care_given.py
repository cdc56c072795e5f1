"""Care given to a stranger's body is the job: ``status_activity.frames.care_verbs`` and
``care_parts``.

"Apinya is bandaging a farmer's leg", "stitches a boy's split forehead", "splints the climber's
left ankle": a clinical verb on a body part owned by a person named by a noun after an article
is a medic's or a first-aider's task. Controls: kin's and friends' bodies (care at home or a
favour), the doer's own body, a pronoun owner, a garment's "leg", an animal's paw, and someone
else doing it.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

VERBS = ["bandages", "is bandaging", "stitches", "swabs", "is treating"]
OWNERS = ["a farmer's", "the boy's", "a climber's", "the sailor's", "an old man's",
          "a farmers"]
PARTS = ["leg", "split forehead", "left ankle", "wound", "gash"]


def test_care_on_a_strangers_body_is_the_job(lex):
    wrong = [t for verb, owner, part in itertools.product(VERBS, OWNERS, PARTS)
             if "work" not in actual_kinds(lex, t := f"Ana {verb} {owner} {part}.", "Ana")]
    assert wrong == []


def test_a_splint_on_a_strangers_leg_is_the_job(lex):
    texts = [f"Ana splints {owner} {part}." for owner in OWNERS[:5] for part in PARTS]
    wrong = [t for t in texts if "work" not in actual_kinds(lex, t, "Ana")]
    assert wrong == []


def test_care_at_home_on_oneself_or_by_someone_else_is_no_job(lex):
    texts = [f"Ana {verb} {owner} {part}." for verb, owner, part in itertools.product(
        VERBS, ["her son's", "her daughter's", "her friend's", "his", "her own"], PARTS)]
    texts += ["Ana stitches the boy's trouser leg.", "Ana bandages a dog's paw.",
              "Ana dresses the baby's feet in socks.", "Ana sets the table.",
              "Tom bandages a farmer's leg while Ana watches."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
