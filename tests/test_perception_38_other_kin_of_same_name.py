"""The observer's family name after another title of address ("Mr Grimsby" for the observer
"Mrs Grimsby") or after another known first name ("Carlos Rodriguez" for "Isabella Rodriguez")
names someone else of the family (session 38, round other: perception._kin_of_same_name). "Mr
Grimsby naps while Mrs Grimsby knits" was her nap. Controls: the observer's own title, a bare
surname and an honorific the lexicon does not know ("Bà Lan") stay the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_relative_of_the_same_name(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Mr Grimsby naps while Mrs Grimsby knits.', 'Mrs Grimsby', {'rest'}, {'sleep'}),
             ('Mrs Patel eats her lunch while Mr Patel reads.', 'Mr Patel', set(), {'eat'}),
             ('Miss Okoye naps while Mrs Okoye reads.', 'Mrs Okoye', set(), {'sleep'}),
             ('Carlos Rodriguez naps while Isabella cooks.', 'Isabella Rodriguez', set(),
              {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Mrs Grimsby naps.', 'Mrs Grimsby', {'sleep'}),
             ('Grimsby naps.', 'Mrs Grimsby', {'sleep'}),
             ('Mr. Patel eats his lunch.', 'Mr Patel', {'eat'}),
             ('Ms Lee naps.', 'Anna Lee', {'sleep'}),
             ('Isabella Rodriguez naps while Carlos Rodriguez cooks.', 'Isabella Rodriguez',
              {'sleep'}),
             ('Bà Lan naps.', 'Nguyễn Thị Lan', {'sleep'}),
             ('Dr Okoye naps.', 'Mrs Okoye', {'sleep'})]
    assert failing_cases(one_case, cases) == []
