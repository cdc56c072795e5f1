"""A person right after a phrasal verb's particle ("picks up his nephew", "drops off the
kids") is the verb's object, not the object of a preposition "up" or "off" (session 40, round
other: cues.vocabulary.particle_object_verbs, perception._particle_object): what they come
from is theirs, as after "collects". "Tom picks up his nephew from football" was Tom's
football. Controls: the subject's own acts after it, and a hill gone up, stay theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_picked_up_from_their_sport(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [('Tom picks up his nephew from football.', 'Tom', set(), {'exercise'}),
             ('Tom picks up the kids from hockey.', 'Tom', set(), {'exercise'}),
             ('Tom picks up the kids from tennis.', 'Tom', set(), {'exercise'}),
             ('You pick up your daughter from football practice.', None, set(), {'exercise'}),
             ('Tom collects his nephew from football.', 'Tom', set(), {'exercise'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Tom picks up the kids and eats lunch in the car.', 'Tom', {'eat'}),
             ('Ana wakes up Tom and goes for a run.', 'Ana', {'exercise'}),
             ('Ana hiked up Ben Nevis today.', 'Ana', {'exercise'}),
             ('Tom comes home from football.', 'Tom', {'exercise'})]
    assert failing_cases(one_case, cases) == []
