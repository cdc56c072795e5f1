"""Lying down or flat, leaning back, curled up, staying on the sofa: rest (session 10).

"Marit finally lies down in the on-call room" rests: "lie down" was an exception (shielding
"down" as a drink verb), which silenced the rest term it also is; the term shields "down" by
itself. "Lies flat on the floor", "leans back against the tree trunk", "lies reading on her
cot" (camp beds among the rest ``objects``), "stays on the sofa" rest too, and being curled up
on, in or under something is the subject's posture even while watching or reading ("is
watching a cooking show curled up under a blanket"; core.yaml rest ``terms``). A wish named as
what was wanted is ahead ("all he wanted was to lie down"; ``cues.planned``). Seen in the
tuning sets as h37-149, r46-083, r58-141, h10-135, h13-028, h7-104, h18-055, h20-066; the
grids widen them, with controls.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Marit"


SUBJECTS = [("Marit", "s"), ("You", ""), ("I", "")]
RESTS = ["lie{s} down in the on-call room", "lie{s} down on the sofa for an hour",
         "lie{s} flat on the changing-room floor", "lean{s} back against the tree trunk",
         "lean{s} back on the bench for a minute", "lie{s} reading on her cot",
         "lie{s} on the camp bed", "stay{s} on the sofa with a blanket",
         "stay{s} in bed all morning"]


def test_lying_leaning_and_staying_put_rest(lex):
    wrong = {}
    for (subject, s), rest in itertools.product(SUBJECTS, RESTS):
        text = f"{subject} finally {rest.format(s=s)}."
        if actual_kinds(lex, text, OBSERVER) != {"rest"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


WATCHING = ["is watching a cooking show", "reads a thriller", "watches a film about a flood",
            "listens to an audiobook"]
CURLED = ["curled up under a blanket", "curled up on the sofa", "curled up in the armchair",
          "curled up with the cat"]


def test_curled_up_while_watching_or_reading_rests(lex):
    wrong = {}
    for watching, curled in itertools.product(WATCHING, CURLED):
        for text in (f"Marit {watching}, {curled}.", f"Marit {watching} {curled}."):
            if "rest" not in actual_kinds(lex, text, OBSERVER):
                wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


CONTROLS = [
    # someone else
    "Her colleague lies down in the on-call room.",
    "Marit's cat is curled up on the sofa.",
    # negated, planned, wished
    "Marit never lies down during a shift.",
    "Marit is about to lie down for a quick rest.",
    "Marit said no to the tea; all she wanted was to lie down.",
    # smoke curls, a baby put in a cot, staying on deck to work
    "Marit is watching the smoke curl up from the grill.",
    "Marit puts the baby in the cot.",
    "Marit stayed on deck writing up yesterday's survey data.",
]


def test_controls(lex):
    got = {text: [k for k in actual_kinds(lex, text, OBSERVER) if k == "rest"] for text in CONTROLS}
    assert got == {text: [] for text in CONTROLS}
