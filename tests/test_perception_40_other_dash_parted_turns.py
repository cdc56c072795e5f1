"""A name before a colon after an em or en dash (or "--") opens a dialogue turn as after a
sentence end (session 40, round other: perception._dash_turn): "Ana: hungry? — Bo: nah, I
just ate" is Bo's meal, not the observer's. Controls: the observer's own turn after a dash
stays theirs; a lone tag with a dash in its line is unchanged.

Merged with round fresh214, which put the long dashes among the dialogue's turn openers: an
exchange parted by an em or en dash is company for the observer who takes a turn in it, as one
parted by "?" or "." is ("Ana: hungry? Bo: nah, I just ate"). "--" parts the turns for who did
what but opens no turn for company: its tokens are hyphens, and a lone hyphen also joins names.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_dash_parts_turns(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Ana: hungry? — Bo: nah, I just ate a huge lunch', 'Ana', {'socialize'},
              {'eat'}),
             ('Ana: you ok? — Bo: I threw up twice this morning', 'Ana', {'socialize'},
              {'illness'}),
             ("Ana: coming? -- Bo: can't, slept through my alarm", 'Ana', set(), {'sleep'}),
             ('Bo: I ate already — Ana: lucky you', 'Ana', {'socialize'}, {'eat'}),
             ("Deepa: Sunset swim? — Rohan: I've just finished this chai.", 'Deepa',
              {'socialize'}, {'exercise', 'drink'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Bo: how was the run? — Ana: I ran 10k and ate a huge lunch', 'Ana',
              {'exercise', 'eat', 'socialize'}),
             ('Ana: ate a sandwich — finally', 'Ana', {'eat'})]
    assert failing_cases(one_case, cases) == []
