"""The round's lexicon reads (session 40, round fresh213): a knife handed over and a storm in
old stories are no threat (danger ``not_after``); a fish hook and a fish spine are gear and a
barb, no fish eaten (exceptions), and a hook in, through or taken out of a body part is a hurt
(injury terms). Controls: a knife waved at someone and a storm coming stay threats, a fish had
for lunch is eaten, a hook taken out of a pocket is none.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Siti hands the knife to her brother.', 'Siti', set()),
    ("Omari is listening to the old fishermen's stories about the great storm of '82"
     ' @ fish market: net-mending shed',
     'Omari', set()),
])
def test_threat_words_handed_or_told_of_are_no_threat(lex, text, observer, mine) -> None:
    """No danger."""
    assert actual_kinds(lex, text, observer) == mine


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('A man waves a knife at Siti.', 'Siti', {'danger'}),
    ('A storm is coming, Riziki hears.', 'Riziki', {'danger'}),
])
def test_threats_at_hand_stay(lex, text, observer, mine) -> None:
    """Danger."""
    assert actual_kinds(lex, text, observer) == mine


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Yahya waits in the clinic behind the market to have a fish hook taken out of his palm.',
     'Yahya', {'injury'}),
    ('Yahya has a hook in his palm.', 'Yahya', {'injury'}),
    ('Yahya gets the hook out of his thumb.', 'Yahya', {'injury'}),
    ('Yahya takes the hook out of his pocket.', 'Yahya', set()),
    ('Yahya has a fish for lunch.', 'Yahya', {'eat'}),
])
def test_a_fish_hook_is_gear_and_one_in_a_part_a_hurt(lex, text, observer, mine) -> None:
    """Injury, no meal."""
    assert actual_kinds(lex, text, observer) == mine
