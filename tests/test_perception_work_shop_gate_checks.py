"""Work: tickets and wristbands checked or scanned for the public.

``tickets`` and ``wristbands`` are objects of the work kind (core.yaml ``kinds.work.objects``):
the work verbs that take objects (check, scan, sort, stack ...) on them are a steward's, a
conductor's or a box office's job. Bought, shown or one's own they stay none, and another
person's checking is theirs.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def mine(lex, text: str) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


OPENERS = ["Ana is checking", "Ana checks", "You scan", "Ana spends the evening checking"]
THINGS = ["tickets at the main gate", "wristbands at the north entrance",
          "tickets up and down the train"]


def test_checking_the_publics_tickets_is_work(lex):
    missed = [text for opener, thing in itertools.product(OPENERS, THINGS)
              if not mine(lex, text := f"{opener} {thing}.")]
    assert missed == []


NOT_WORK = ["Ana buys two tickets for the show.",
            "Ana checks her tickets twice before leaving.",
            "Ana shows her wristband at the gate.",
            "Ana naps on the train while the conductor checks tickets.",
            "Ana will check tickets at the gate tomorrow."]


def test_buying_showing_own_others_or_planned_is_no_work(lex):
    assert [t for t in NOT_WORK if mine(lex, t)] == []
