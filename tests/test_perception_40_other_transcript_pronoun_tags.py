"""A transcript's pronoun tags before a colon ("Me: you ok? Him: threw up twice") are dialogue
turns: "Me" is the observer's, "Him", "Her" and "Them" someone else's, in a dialogue of two or
more tags (session 40, round other: perception._TRANSCRIPT_TAGS in _chat_turns). "Him: threw
up twice" was the observer's. Controls: the observer's own "Me:" turn stays theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_pronoun_tags_are_turns(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Me: you ok? Him: threw up twice, feel awful', 'Ana', {'socialize'},
              {'illness'}),
             ('Me: hungry? Her: nah just ate', 'Ana', {'socialize'}, {'eat'}),
             ('Ana: you ok? Him: threw up twice, feel awful', 'Ana', {'socialize'},
              {'illness'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Me: just ate a massive pizza. Him: nice', 'Ana', {'eat', 'socialize'}),
             ('Me: slept like a log', 'Ana', {'sleep'}),
             ('Ana gave him a hug: he had slept badly.', 'Ana', {'socialize'})]
    assert failing_cases(one_case, cases) == []
