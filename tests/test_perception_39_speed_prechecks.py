"""The indexes and prechecks of the session 39 speed round, pinned (no timing: house rule).

Each one must skip only work that could not have changed the result:

- :func:`perception._mentions_ending_in` (with ``_People.longest``): the mentions that can end in
  a range of tokens, a slice of ``people.all`` that holds every mention ending there, in order;
- :func:`perception._capital_stop`: what ``_CAPITAL_STOP_RE`` finds, without the expression;
- the clock-dots rewrite only when ".m." or ".M." stands in the text (the pattern's own dots);
- :func:`perception._whose_antecedent` walks back only when a "whose" is in reach;
- :func:`perception._hazard_end_clauses` returns the rows as they are without a plan;
- and texts where each gated pass fires still give the events they gave before the round.
"""

from __future__ import annotations

import random

from engine import perception as p
from engine.perception import perceive

# (text, observer, events as (kind, subject, negated, mode, term)) from the tree before the round
FIRING = [
    ("Nobody was home when the chimney fire started.", "Ana",
     [("danger", "self", True, "actual", "fire")]),
    ("You weren't on the bus when it crashed.", "Ana",
     [("danger", "self", True, "actual", "crash")]),
    ("Tom nearly falls into the hot oil.", "Ana",
     [("danger", "other", False, "actual", "nearly fall"),
      ("injury", "other", True, "actual", "hot oil")]),
    ("The boss had him welding a broken gate until dark.", "Ana",
     [("work", "other", False, "actual", "weld")]),
    ("A patient vomits twice during your shift.", "Ana",
     [("illness", "other", False, "actual", "vomit"), ("work", "self", False, "actual", "shift")]),
    ("Ana sits with the boy whose arm is in a cast.", "Ana",
     [("injury", "other", False, "actual", "in a cast")]),
    ("Ana sits beside her mother, whose cough keeps getting worse.", "Ana",
     [("illness", "other", False, "actual", "cough")]),
    ("Rosalind plans to swim in the pool once the storm passes.", "Rosalind",
     [("exercise", "self", False, "planned", "swim"),
      ("danger", "self", False, "planned", "storm")]),
    ("The dishwasher eats a bowl of soup across from Ana.", "Ana",
     [("eat", "other", False, "actual", "eat")]),
    ("Ana cracks open a beer.", "Ana", []),
    ("The ice creaks and splits under Ana.", "Ana",
     [("danger", "self", False, "actual", "unfolding: ice splits")]),
    ("Ana says hi to Bo and Tom eats lunch.", "Ana", [("eat", "other", False, "actual", "eat")]),
]


def _events(lex, text: str, observer: str) -> list[tuple]:
    return [(e.kind, e.subject, e.negated, e.mode, e.term)
            for e in perceive(text, lex, observer=observer)]


def test_gated_passes_still_fire(lex) -> None:
    assert [(t, o, _events(lex, t, o)) for t, o, _ in FIRING] == FIRING


def _people(lex, text: str, observer: str) -> p._People:
    """The ``_People`` that :func:`perceive` builds for ``text`` (caught on its way)."""
    made: list[p._People] = []
    init = p._People.__init__

    def catch(self, *args, **kwargs) -> None:
        init(self, *args, **kwargs)
        made.append(self)

    p._People.__init__ = catch
    try:
        perceive(text, lex, observer=observer)
    finally:
        p._People.__init__ = init
    return made[0]


def test_mentions_ending_in_holds_every_mention_ending_there(lex) -> None:
    texts = [t for t, _, _ in FIRING] + [
        "Ana and the night-shift blokes eat stew while the two of them, Bo and Kit, nap; "
        "Mr Bell's daughter, whose leg is in a cast, drinks tea with you and Tom."]
    for text in texts:
        people = _people(lex, text, "Ana")
        assert people.indices == sorted(people.indices)
        assert people.longest == max((m.end - m.index for m in people.all), default=0)
        n = len(people.words)
        for lo in range(-1, n + 2):
            for hi in range(lo, min(lo + 2, n + 2)):
                got = p._mentions_ending_in(people, lo, hi)
                want = [m for m in people.all if lo <= m.end <= hi]
                assert [m for m in got if lo <= m.end <= hi] == want, (text, lo, hi)
                # every mention that starts at hi - 1 (or hi - 1 itself for a one-token range)
                assert all(m in got for m in people.all if lo <= m.index < hi), (text, lo, hi)


def test_capital_stop_is_the_expression() -> None:
    rng = random.Random(39)
    alphabet = "aAZz. M.\u00c9\u0410\n"
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(9)))
        assert p._capital_stop(text) == bool(p._CAPITAL_STOP_RE.search(text)), text
    assert p._capital_stop("J. R. eats") and not p._capital_stop("a room. the gym.")


def test_clock_dots_need_the_patterns_own_dots() -> None:
    # every match of the rewrite holds ".m." or ".M."; a word's "m." before a stop is none
    for text in ("lies awake till 3 a.m. running sums", "the 10 P.M. shift", "at 9 p.M. sharp"):
        assert p._CLOCK_DOTS_RE.search(text) and (".m." in text or ".M." in text)
    assert not p._CLOCK_DOTS_RE.search("She naps in the room. Then the gym. 3 am.")


def test_whose_walk_needs_a_whose_in_reach(lex) -> None:
    text = "Ana sits with the boy whose arm is in a cast and the girl with a cough."
    people = _people(lex, text, "Ana")
    in_sent = people.all
    at = people.words.index("arm")
    assert p._whose_antecedent(people, in_sent, at) is not None
    for pos in range(len(people.words)):
        reach = people.words[max(1, pos - p._WHOSE_REACH - 1):pos]
        if "whose" not in reach:
            assert p._whose_antecedent(people, in_sent, pos) is None


def test_hazard_end_clauses_without_a_plan_keep_the_rows(lex) -> None:
    rows = [(0, "danger", "self", False, "actual", 1.0, "storm", (0, 5))]
    seg_text = "The storm passes."
    tx = p._Text(seg_text)
    seg = p._Segments([], tx.words, lex.place_breakers, lex.subordinators,
                      lex.opening_breakers, lex.clause_openers, frozenset(),
                      vocabulary=lex.vocabulary)
    out = p._hazard_end_clauses(rows, tx.words, tx, lex.kinds, seg)
    assert out == rows and out is not rows
