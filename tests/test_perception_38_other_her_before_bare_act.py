"""A "her" right after "let", "help" or "watch" and before a bare act is the one who acts, no
owner of the act (session 38, round other: cues.vocabulary.bare_infinitive_causers,
perception._her_before_bare_act). "Ana rocks the baby and lets her sleep" was Ana's sleep.
Controls: a verb or a noun after the act keeps "her" an owner; "makes"/"has" are no causers.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_her_before_a_bare_act_is_someone_else(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Ana feeds the baby and lets her sleep.', 'Ana', set(), {'sleep'}),
             ('The baby is exhausted, so Ana lets her sleep.', 'Ana', set(), {'sleep'}),
             ('Ana checks on the baby and lets her sleep on.', 'Ana', set(), {'sleep'}),
             ('Ana finds the toddler on the sofa and lets her nap.', 'Ana', set(), {'sleep'}),
             ('Ana helps her eat.', 'Ana', set(), {'eat'}),
             ('Ana helps her drink the rest of the water.', 'Ana', set(), {'drink'}),
             ('Ana watches her sleep.', 'Ana', set(), {'sleep'}),
             ('Your daughter is tired, so you let her nap.', None, set(), {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Ana lets herself sleep in.', 'Ana', {'sleep'}),
             ('Ana eats her lunch.', 'Ana', {'eat'}),
             ('Ana makes her lunch and eats it at her desk.', 'Ana', {'eat'}),
             ('Ana lets her sister sleep in.', 'Ana', set()),
             ('Tom lets him sleep in.', 'Tom', set())]
    assert failing_cases(one_case, cases) == []
