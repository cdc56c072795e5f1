"""Taking someone somewhere hands them over: "and" + he/she after a taking verb
(core.yaml subjects.taking_verbs) is the one taken, with the person as the verb's object, and
"her home" after such a verb is the one taken, not an owner (session 36, round other:
perception._recipient, _object_pronoun). Controls: a taking verb with no object, a pronoun of
the observer's gender only, and "her home" after other verbs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_one_taken_goes_on(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Lucia is exhausted after the match, so Ana drives her home '
              'and she sleeps the whole way.', 'Ana', set()),
             ('Tom walks his grandmother home and she goes straight to bed.', 'Tom', {'walk'}),
             ('Ana carries the toddler upstairs and he falls asleep at once.', 'Ana', set())]
    assert failing_cases(one_case, cases) == []


def test_controls_no_one_taken_or_the_other_gender(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Tom walks his grandmother home and he goes straight to bed.',
              'Tom', {'sleep', 'walk'}),
             ('Ana walks to the shop and she buys a pie and eats it.', 'Ana', {'eat', 'walk'}),
             ('Ana cleans her home and then she sleeps.', 'Ana', {'sleep'})]
    assert failing_cases(one_case, cases) == []
