"""The he/she after a call's colon is the caller's also when the call's clause says where it
came from ("Ahmed phones Omar from his parents' house: he has had a fever"; session 40, round
other: perception._speaker looks back past the place, _CALL_PLACE_REACH). It was the
listener's (the observer's). Controls: the observer calling tells of themselves.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_caller_from_a_place_tells(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [("Ahmed phones Omar from his parents' house: he has had a fever all weekend.",
              'Omar', {'socialize'}, {'illness'}),
             ('Ahmed calls Omar from the airport: he just ate a kebab.', 'Omar',
              {'socialize'}, {'eat'}),
             ('Ahmed rings Omar from the A&E waiting room: he has broken his leg.', 'Omar',
              {'socialize'}, {'injury'}),
             ('Ahmed rings Omar late on Sunday night: he threw up twice.', 'Omar',
              {'socialize'}, {'illness'}),
             ('Her sister calls Nia from the airport: she just ate a horrible sandwich.', 'Nia',
              {'socialize'}, {'eat'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Nia calls her brother from the office: she has worked fourteen hours straight.',
              'Nia', {'socialize', 'work'}),
             ('Nia rings the hotel from the taxi: she has been sick twice.', 'Nia', {'illness'})]
    assert failing_cases(one_case, cases) == []
