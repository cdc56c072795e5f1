"""A short aside of knowing, seeing or telling between commas, between a subject and its
predicate, holds no subject for the predicate (session 36, round other:
perception._knowing_asides): "Tom, you notice, is drinking again" is Tom's drink. Controls: the
observer as the subject around the aside, and asides that are no such thing.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_who_knows_it_is_no_subject(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Your son, you realise, is asleep.', 'Ines', set()),
             ('Tom, you notice, is drinking again.', 'Ines', set()),
             ('Tom is, I think, asleep.', 'Ines', set()),
             ('The kids, Ines sees, are fighting again.', 'Ines', set()),
             ('Her husband, Ines knows, has been drinking.', 'Ines', set()),
             ('My brother, as far as I know, slept all day.', 'Ines', set())]
    assert failing_cases(one_case, cases) == []


def test_controls_the_observer_keeps_their_own(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Tom, you know, I ate it all.', 'Ines', {'eat'}),
             ('After dinner, I think, I slept.', 'Ines', {'sleep'}),
             ('Ines, Tom says, is asleep.', 'Ines', set())]
    assert failing_cases(one_case, cases) == []
