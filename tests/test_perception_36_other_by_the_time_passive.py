""""by the time" after a passive names a time, not the agent (session 36, round other:
perception._passive_agent): "the beer had all been drunk by the time I arrived" is no drink of
the one arriving. Control: an agent after "by" still does it.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_by_the_time_is_no_agent(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('The beer had all been drunk by the time I arrived.', 'Ada', set()),
             ('The cake had all been eaten by the time I got there.', 'Ada', set()),
             ('The beer had all been drunk by the time Ada arrived.', 'Ada', set())]
    assert failing_cases(one_case, cases) == []


def test_controls_an_agent_after_by(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('The soup was eaten by me.', 'Ada', {'eat'}),
             ('The wine was drunk by Tom by the time I arrived.', 'Ada', set())]
    assert failing_cases(one_case, cases) == []
