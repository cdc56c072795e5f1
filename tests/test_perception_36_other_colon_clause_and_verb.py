"""A verb after "and" in a clause that a colon opens with someone else as its subject goes on
with that subject (session 36, round other: perception._colon_subject): "Yusuf reads the
message: his brother has been in a car crash and broke two ribs" is the brother's hurt, not
Yusuf's. Controls: the observer after the colon, or no colon, keep their own verbs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_verb_after_and_goes_on_with_the_colons_subject(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Yusuf reads the message: his brother has been in a car crash'
              ' and broke two ribs.', 'Yusuf', set()),
             ('Yusuf checks the log: the night porter did his rounds at two'
              ' and ate at three.', 'Yusuf', set()),
             ('Update from Yusuf: the kids were fed and slept well.', 'Yusuf', set())]
    assert failing_cases(one_case, cases) == []


def test_controls_the_observer_keeps_their_own_verbs(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Yusuf writes: I cooked the rice and ate it.', 'Yusuf', {'eat'}),
             ('Yusuf meets his brother and eats a kebab.', 'Yusuf', {'eat', 'socialize'})]
    assert failing_cases(one_case, cases) == []
