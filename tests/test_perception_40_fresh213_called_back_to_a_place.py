"""A call "back to" or "back into" a place is a summons, no company (session 40, round
fresh213; perception._named_or_summoned): "the boss called me back to the yard before it was
ready". Controls: a call returned ("calls his sister back") or returned to say something
("calls his mother back to say he's fine") stays a call.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('I never tasted the coconut fish Mama made; the boss called me back to the yard'
     ' before it was ready.',
     'Ameir', set()),
    ('The foreman calls Ameir back to the office.', 'Ameir', set()),
])
def test_called_back_to_a_place_is_a_summons(lex, text, observer, mine) -> None:
    """No socialize."""
    assert actual_kinds(lex, text, observer) == mine


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Ameir calls his sister back.', 'Ameir', {'socialize'}),
    ("Ameir calls his mother back to say he's fine.", 'Ameir', {'socialize'}),
])
def test_a_call_returned_stays_company(lex, text, observer, mine) -> None:
    """Socialize."""
    assert actual_kinds(lex, text, observer) == mine
