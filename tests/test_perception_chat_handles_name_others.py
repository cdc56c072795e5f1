"""Session 11 who-did-what grid: chat and game-log handles name someone else.

A handle with digits ("mira99", "player2") or a snake-case one after a time stamp or an ``@``
("[12:01] npc_guard_2:") tags a chat turn, and a handle of letters then digits before a
finite action is a lower-case name ("player2 eats"). Leaked before: 36 of 63 sentences of this
grid. Controls: the observer's own handle keeps the observer's events, and labels ("Day 2:",
"[09:14] Lunch:") stay no turns.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

HANDLES = ["mira99", "npc_guard_2", "player2", "kai_r", "xx_dave_77"]
PAST = [("drank a mug of tea", "drink"), ("ate a bowl of soup", "eat"),
        ("fell asleep on the sofa", "sleep"), ("threw up in the sink", "illness"),
        ("wolfed down a sandwich", "eat"), ("cut my finger on the knife", "injury")]
FRAMES = ["[12:01] {h}: just {a}", "[Day 2 | 12:30] {h}: i {a}", "{h}: {a}"]


def test_someone_elses_handle_tags_their_turn(lex):
    cases = [(f.format(h=h, a=a), kind) for h, (a, kind), f
             in itertools.product(HANDLES, PAST, FRAMES)
             if not (f.startswith("{h}") and h in ("kai_r",))]
    assert len(cases) == 84
    assert [(text, got) for text, kind in cases if (got := actual_kinds(lex, text,
                                                                        "Tom") & {kind})] == []


def test_the_observers_own_handle_keeps_their_events(lex):
    assert actual_kinds(lex,
                        "[12:01] tom_b: just drank a mug of tea", observer="tom_b") == {"drink"}
    assert actual_kinds(lex, "[12:01] mira_k: just drank a mug of tea", observer="tom_b") == set()
    assert actual_kinds(lex, "player2 eats a bowl of soup.", observer="player2") == {"eat"}
    assert actual_kinds(
        lex, "[12:01] mira99: ate a bowl of soup. [12:02] tom_b: i drank a mug of tea",
        observer="tom_b") == {"drink"}


def test_a_label_before_a_colon_is_no_turn(lex):
    assert actual_kinds(lex, "Day 2: ate a bowl of soup", "Tom") == {"eat"}
    assert actual_kinds(lex, "[09:14] Lunch: ate a bowl of soup", "Tom") == {"eat"}
    assert actual_kinds(lex, "Room 101: ate a bowl of soup", "Tom") == {"eat"}


def test_a_letters_and_digits_handle_before_an_action_is_someone(lex):
    for act in ["drinks a mug of tea", "eats a bowl of soup", "falls asleep on the sofa",
                "throws up in the sink", "naps in the armchair", "is eating a bowl of soup"]:
        assert actual_kinds(lex, f"player2 {act}.", "Tom") == set(), act
        assert actual_kinds(lex, f"you yawn. guard7 {act}.", "Tom") == set(), act
