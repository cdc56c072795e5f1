"""Two limbs in casts and two riders knocked off their bikes are hurt as one limb or rider is
(session 38, round other: injury.yaml "in casts", "knocked off their bikes", "come off our
bikes"). From the round's hunt: "The nurse spoon-fed you your lunch because both your arms were
in casts". Controls: "casts a line" is no hurt; someone else's casts stay theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_plural_limbs_and_riders(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Both your arms were in casts.', None, {'injury'}, set()),
             ("Bo's legs are in casts.", 'Ana', set(), {'injury'}),
             ('Idris and his father were both knocked off their bikes by a van.', 'Idris',
              {'injury'}, set()),
             ('We both came off our bikes on the gravel.', None, {'injury'}, set()),
             ('The boys came off their bikes on the gravel.', 'Idris', set(), {'injury'}),
             ('Ana casts a line into the river.', 'Ana', set(), set())]
    assert failing_cases(one_case, cases) == []
