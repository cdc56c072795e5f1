"""The indexes and prechecks of the session 40 speed round, pinned (no timing: house rule).

Each one must skip only work that could not have changed the result:

- the per-token scans that now walk only the tokens their first test lets through (absences
  when a threat struck, knowing asides, bare "dives in" meals, denied acts, record agents);
- "from another" subjects only with "from" and an origin's last word in the text;
- :func:`perception._animal_ends`: the ends the companion scan found, once per items list;
- ``_Text._cut_bare``: capitals shifted by one bisect each, as the rebuild per cut did;
- the title-case, spoiled-gut and since-perfect scans walk only their sentence;
- and texts where each pass fires still give the events they gave before the round.
"""

from __future__ import annotations

from bisect import bisect_left

from engine import perception as p
from engine.perception import perceive

# (text, observer, events as (kind, subject, negated, mode, term)) from the tree before the round
FIRING = [
    ('The fryer caught fire while nobody was in the kitchen.',
     'Ana',
     [('danger', 'self', True, 'actual', 'fire')]),
    ('Tom, you notice, is drinking again.', 'Ana', [('drink', 'other', False, 'actual', 'drink')]),
    ('Fatou sets down the tray of couscous and Oumar dives in.',
     'Oumar',
     [('eat', 'self', False, 'actual', 'dives in + couscous')]),
    ('You skipped lunch.', 'Ana', [('eat', 'self', True, 'actual', 'skip + lunch')]),
    ('agent: kofi | action: eating', 'Ana', [('eat', 'other', False, 'actual', 'eat')]),
    ('agent: ana | action: eating', 'Ana', [('eat', 'self', False, 'actual', 'eat')]),
    ('The tannoy announces that an eight from another club has capsized.',
     'Ana',
     [('danger', 'other', False, 'actual', 'capsize')]),
    ("Ana walks home with the neighbours' dog.",
     'Ana',
     [('walk', 'self', False, 'actual', 'walk')]),
    ('Tom didnt eat. Ana ate lunch with Bo and Kim.',
     'Ana',
     [('eat', 'other', True, 'actual', 'eat'),
      ('eat', 'self', False, 'actual', 'eat'),
      ('socialize', 'self', False, 'actual', 'with')]),
    ('Ana didnt sleep and Tom couldnt rest, so Bo cooked for Kim.',
     'Kim',
     [('sleep', 'other', True, 'actual', 'sleep'), ('rest', 'other', True, 'actual', 'rest')]),
    ("We ate at The Dragon's Rest tonight.",
     'Ana',
     [('socialize', 'self', False, 'actual', 'joint + eat'),
      ('eat', 'self', False, 'actual', 'eat'),
      ('rest', 'other', False, 'actual', 'rest')]),
    ("The milk was off and Ana's stomach churns after lunch.", 'Ana', []),
    ('Ana has felt ill since she swallowed that canteen water.',
     'Ana',
     [('illness', 'self', False, 'actual', 'feel ill'),
      ('drink', 'self', False, 'reported', 'swallow + water')]),
    ('Nobody was home when the chimney fire started.',
     'Ana',
     [('danger', 'self', True, 'actual', 'fire')]),
]


def _events(lex, text: str, observer: str) -> list[tuple]:
    return [(e.kind, e.subject, e.negated, e.mode, e.term)
            for e in perceive(text, lex, observer=observer)]


def test_gated_passes_still_fire(lex) -> None:
    assert [(t, o, _events(lex, t, o)) for t, o, _ in FIRING] == FIRING


def test_gate_sets_hold_what_the_passes_read() -> None:
    assert p._NO_ONE_OR_NO == p._NO_ONE | {"no"}
    assert p._OTHERS_ORIGIN_ENDS == {origin[-1] for origin in p._OTHERS_ORIGINS}


def _old_cut_caps(words: list[str], caps: list[int], bare: frozenset[str]) -> list[int]:
    """The capitals as the rebuild after each cut gave them (before the round)."""
    out: list[str] = []
    for w in words:
        if w in bare:
            out += (w[:-2], "n't")
            caps = [c + 1 if c > len(out) - 2 else c for c in caps]
        else:
            out.append(w)
    return caps


def test_cut_bare_shifts_capitals_as_before(lex) -> None:
    bare = lex.bare_contractions
    for text in ("Tom didnt eat. Ana ate lunch with Bo and Kim.",
                 "Didnt sleep. Cant Rest. Wont Eat, Tom Says.",
                 "Ana didnt sleep and Tom couldnt rest, so Bo cooked for Kim.",
                 "Zoë didnt eat; Ólafur wouldnt Drink either."):
        plain = p._Text(text)  # no cut: the capitals of the uncut tokens
        cut = p._Text(text, bare)
        assert cut.words != plain.words
        assert cut.caps == _old_cut_caps(plain.words, plain.caps, bare)


def test_animal_ends_match_the_scan(lex) -> None:
    text = "Ana walks home with the neighbours' dog and cuddles the puppy, then feeds the cat."
    words = p._Text(text).words
    items = p._match(lex, words)
    ends = p._animal_ends(items)
    for end in range(len(words) + 2):
        scan = any(e == end and "animal" in ph.types and "person" not in ph.types
                   for _, e, ph in items[:bisect_left(items, (end + 1,))])
        assert (end in ends) == scan
    assert ends
    assert p._animal_ends(list(items)) == ends  # another list: indexed afresh, same ends
    assert p._animal_ends([]) == frozenset()
