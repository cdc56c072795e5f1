"""The lines after a header naming someone's message ("Mum's message to Ana:", "Her
brother's note on the fridge:") are the message's writer's, as an owned diary's are (session
40, round other: cues.vocabulary.owned_messages, perception._owned_message). "Mum's message to
Ana: worked a double shift" was Ana's work. Controls: the observer's own message stays theirs;
someone reading a message is left alone.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_owned_message_is_the_writers(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [("Mum's message to Ana: worked a double shift, shattered", 'Ana', set(),
              {'work'}),
             ("Mum's message: worked a double shift, shattered", 'Ana', set(), {'work'}),
             ("Her brother's note on the fridge: ate the last of the lasagne, sorry", 'Ana',
              set(), {'eat'}),
             ("Her dad's WhatsApp to the family group: just back from a 10k run", 'Ana', set(),
              {'exercise'}),
             ("Bo's text to Ana: slept through the alarm again", 'Ana', set(), {'sleep'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [("Ana's message to Bo: just back from a 10k run", 'Ana', {'exercise'}),
             ("Kofi's diary: ate, slept, ate again", 'Kofi', {'eat', 'sleep'}),
             ('Ana reads the postcard from Bo: swam in the sea every day!', 'Ana', set())]
    assert failing_cases(one_case, cases) == []
