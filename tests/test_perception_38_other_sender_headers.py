"""A message header that names a sender and a recipient ("[Bo → Ana]", "[Bo -> Ana]", "[Bo to
Ana]", "[DM from Bo]", "Bo -> Ana:") makes the message the sender's (session 38, round other:
perception._bracket_sender, _arrow_sender). Such a header was no speaker tag, so "[Bo → Ana]
just ran 10k!!" was the observer's run. Controls: the observer as the sender keeps it theirs;
a label in brackets ("[Note to self]", "[Day 3]") names no one.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_sender_writes_the_message(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('[Bo → Ana] just ran 10k!!', 'Ana', set(), {'exercise'}),
             ('[Bo -> Ana] just ate a whole pizza', 'Ana', set(), {'eat'}),
             ('Bo -> Ana: slept 12 hours lol', 'Ana', set(), {'sleep'}),
             ('[Bo to Ana] slept 12 hours lol', 'Ana', set(), {'sleep'}),
             ('[DM from Bo] just got back from the gym', 'Ana', set(), {'exercise'}),
             ('[09:12] [Bo → Ana] slept badly', 'Ana', set(), {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('[Ana → Bo] just ran 10k!!', 'Ana', {'exercise'}),
             ('Ana → Bo: slept 12 hours lol', 'Ana', {'sleep'}),
             ('[Note to self] ate too much', 'Ana', {'eat'}),
             ('[Day 3] ran 10k', 'Ana', {'exercise'})]
    assert failing_cases(one_case, cases) == []
