"""A message's header that opens the text, names its sender after "from" and says where or
when it came ("Note on the fridge from Bo:", "Message from Bo at 02:13:") tags the sender's
turn, as "Message from Tom:" does (session 40, round other: perception._message_sender). The
lines after it were the observer's. Controls: no message word, or the observer as the sender.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_sender_after_from(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Note on the fridge from Bo: ate the last of the lasagne, sorry', 'Ana', set(),
              {'eat'}),
             ("Message from Bo at 02:13: can't sleep, been throwing up", 'Ana', set(),
              {'illness', 'sleep'}),
             ('A text from Bo on Sunday: slept through the alarm', 'Ana', set(), {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Back from Lisbon at last: slept twelve hours', 'Ana', {'sleep'}),
             ('Message from Ana at 02:13: been throwing up all night', 'Ana', {'illness'})]
    assert failing_cases(one_case, cases) == []
