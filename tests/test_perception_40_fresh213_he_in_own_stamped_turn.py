"""In the observer's own stamped chat turn, a he/she is someone the chat named before, never the
speaker, who says "I" of themself (session 40, round fresh213, a leak;
perception._told_of_before_own_turn): "[12:41] Riziki: fundi Haji just fainted ...
[12:42] Riziki: heat got him, he's been throwing up". Controls: with nobody named before, the
line keeps the usual reading (a diary's "[Day 4] Pia: sweeping the bakery where she works"),
and the speaker's own "I". A he/she whose gender rules the one named out was the speaker's in
this round; merged with round other (perception._own_turn_tag: a speaker never calls themself
"he" or "she" in their own turn), it is someone unnamed: a miss, not a leak.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize(("text", "observer", "mine", "theirs"), [
    ("[12:41] Riziki: fundi Haji just fainted next to the sawpit, they've laid him in"
     " the shade [12:42] Riziki: heat got him, he's been throwing up too",
     'Riziki', set(), {'illness'}),
    ('[12:41] Riziki: Haji collapsed [12:42] Riziki: he is vomiting now',
     'Riziki', set(), {'illness'}),
    ('[12:41] Riziki: Amina fell [12:42] Riziki: she cut her knee', 'Riziki', set(), {'injury'}),
    ('[12:41] Riziki: Amina fell [12:42] Riziki: he cut his knee', 'Riziki', set(), {'injury'}),
    ("[09:00] Tom: where is Haji? [09:01] Riziki: he's asleep in the shed",
     'Riziki', {'socialize'}, {'sleep'}),
])
def test_a_he_she_in_own_turn_is_who_the_chat_named(lex, text, observer, mine, theirs) -> None:
    """The he/she is the one named in an earlier turn; the observer is not ill, hurt or asleep."""
    assert actual_kinds(lex, text, observer) == mine
    assert other_kinds(lex, text, observer) == theirs


@pytest.mark.parametrize(("text", "observer", "mine", "theirs"), [
    ('[12:41] Riziki: Haji collapsed [12:42] Riziki: I am vomiting now',
     'Riziki', {'illness'}, set()),
    ('[Day 4, 21:10] Pia: sweeping the floor of the bakery where she works',
     'Pia', {'work'}, set()),
])
def test_the_speaker_and_lines_with_no_one_named_keep_their_reading(
        lex, text, observer, mine, theirs) -> None:
    """The speaker's own I, a diary line's she with nobody else named, a he of the wrong gender."""
    assert actual_kinds(lex, text, observer) == mine
    assert other_kinds(lex, text, observer) == theirs
