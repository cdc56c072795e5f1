"""Modal grid: wishes, eagerness, permission, proposals, conditions and held-back actions are not
actual events of the observer.

Every frame is combined with an activity of each kind the observer could do. Written in session 6
from a probe of 484 such sentences, 279 of which gave the observer an actual event ("You'd love to
take a nap" slept, "Unless you eat now, ..." ate). Frames that narrative uses for what does happen
("you have to leap back", "Vikram can smell gas") are pinned as actual below.
"""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

ACTIVITIES = {  # base form, -ing form
    "eat": ("eat a sandwich", "eating a sandwich"),
    "drink": ("have a coffee", "having a coffee"),
    "sleep": ("take a nap", "taking a nap"),
    "exercise": ("go for a run", "going for a run"),
    "work": ("finish the report", "finishing the report"),
    "rest": ("rest for a while", "resting for a while"),
    "injury": ("sprain your ankle", "spraining your ankle"),
    "illness": ("catch a cold", "catching a cold"),
    "conflict": ("pick a fight", "picking a fight"),
}
BASE_FRAMES = [
    "You'd love to {}.", "You would {} if you had the time.", "Unless you {}, you will regret it.",
    "In case you want to {}, there is time.", "You'd rather {}.", "You'd better {}.",
    "You'd kill to {}.", "You'd give anything to {}.", "You're itching to {}.",
    "You're keen to {}.", "You're eager to {}.", "You're tempted to {}.",
    "You are desperate to {}.", "You long to {}.", "You're dying to {}.",
    "You are allowed to {}.", "You're free to {} now.", "You're welcome to {}.",
    "It's a good idea to {}.", "It would be nice to {}.",
]
ING_FRAMES = [
    "You look forward to {}.", "You consider {}.", "You suggest {}.", "You decide against {}.",
    "You put off {}.", "You stop yourself from {}.", "You resist {}.",
]


def sentences() -> list[str]:
    """Every frame with every activity."""
    out = [frame.format(base) for frame, (base, _) in
           itertools.product(BASE_FRAMES, ACTIVITIES.values())]
    out += [frame.format(ing) for frame, (_, ing) in
            itertools.product(ING_FRAMES, ACTIVITIES.values())]
    return out


def test_the_grid_is_the_size_it_says():
    assert len(sentences()) == (20 + 7) * 9 == 243


def test_a_wish_a_permission_or_a_condition_is_no_actual_event(lex):
    actual = []
    for text in sentences():
        mine = sorted({e.kind for e in perceive(text, lex, observer="Mara")
                       if e.is_actual_self and e.kind != "socialize"})
        if mine:
            actual.append((text, mine))
    assert actual == []


@pytest.mark.parametrize(("text", "mode"), [
    ("You're dying to eat a sandwich.", "planned"),  # "dying to" is a trap and a cue at once
    ("You would love a nap.", "planned"),
    ("Let's eat.", "planned"),
])
def test_the_frame_marks_the_event_planned(lex, text, mode):
    assert [e.mode for e in perceive(text, lex)] == [mode]


@pytest.mark.parametrize(("text", "observer", "kinds"), [
    # design choice: "have to" and "can" tell what happens in narrative, so they are no cue
    ("A cyclist shoots out of a side street and you have to leap back to avoid being hit.", None,
     ["danger"]),
    ("Vikram can smell a gas leak in his kitchen.", "Vikram", ["danger"]),
    ("You feel dizzy and have to lie down on the bathroom floor.", None, ["illness"]),
    # "after work" is a trap for work, and no time reference of what follows
    ("After work Amara meets Lio and Tessa for dinner.", "Amara", ["socialize"]),
])
def test_narrative_obligation_and_ability_stay_actual(lex, text, observer, kinds):
    assert sorted({e.kind for e in perceive(text, lex, observer=observer)
                   if e.is_actual_self}) == kinds
