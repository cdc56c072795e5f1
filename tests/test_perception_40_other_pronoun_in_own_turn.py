"""A he/she/they in the observer's own chat turn is someone the turn tells of, never the
speaker tagged before it (session 40, round other: perception._own_turn_tag). "[12:42] Riziki:
he's been throwing up too" was Riziki's vomiting. Controls: the observer's own "I" and bare
log lines stay theirs; a narrated sentence after the name ("Ana ate. She napped") is left
to the usual rules.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_third_person_in_own_turn_is_someone_else(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [("[12:41] Riziki: Haji just fainted [12:42] Riziki: he's been throwing up too",
              'Riziki', set(), {'illness'}),
             ("Riziki: he's been throwing up all morning", 'Riziki', set(), {'illness'}),
             ('Riziki: she fell off the ladder and broke her wrist', 'Riziki', set(),
              {'injury'}),
             ("Riziki: they've been drinking since noon", 'Riziki', set(), {'drink'}),
             ('Riziki: He slept all day and I worked.', 'Riziki', {'work'}, {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Ana: ate a huge lunch, then napped', 'Ana', {'eat', 'sleep'}),
             ('Tom: slept 8 hours', 'Tom', {'sleep'}),
             ('Ana ate lunch. She napped after.', 'Ana', {'eat', 'sleep'}),
             ("Ana: I ate, he didn't", 'Ana', {'eat'})]
    assert failing_cases(one_case, cases) == []
