"""Session 24 (leaks): whose doing is told, blamed, owned or described in a fronted phrase.

Found by a probe set of lines where only someone other than the observer does the thing:
- what is said after "that", or right after the observer as listener, with he/she as its
  subject is the speaker's ("Jorge confesses to Ines that he got into a fistfight", "admits to
  Ines he had a row with his boss"), whichever speech verb tells it;
- a reason after "for" + an -ing names the one a feeling is aimed at ("angry with Tom for
  drinking all night", "mad at Tom for eating the last of the cake");
- a fronted phrase led by an adverb or a participle describes the subject after its comma
  ("Still drunk from last night, Tom ...", "Covered in bruises from the fight, Tom ...");
- an activity named as someone else's after for/after/to past the verb's object ("irons her
  husband's uniform for his shift") or in an apposition ("his first lie-in") is theirs, and so
  is an occasion owned by someone else in a work frame ("drops her husband off at the factory
  for his night shift");
- a pair of dashes round a short phrase is a parenthesis ("Omar looks on as Maria - still in
  her scrubs - falls asleep"), and a name before a modal or a dash opens its sentence.
Controls keep the observer's own: their own that-clause, their own reason, their own fronted
phrase, a verb's own preposition ("covers for Tom's night shift"), their own occasion.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

THEIRS = [
    ("Ines", "Jorge confesses to Ines that he got into a fistfight.", "conflict"),
    ("Ines", "Jorge boasts to Ines that he punched a man in the pub.", "conflict"),
    ("Ines", "Jorge assures Ines that he got into a fistfight.", "conflict"),
    ("Ines", "Jorge admits to Ines he had a row with his boss.", "conflict"),
    ("Ana", "Ana is angry with Tom for drinking all night.", "drink"),
    ("Ana", "Ana is mad at Tom for eating the last of the cake.", "eat"),
    ("Ana", "Ana is furious at him for sleeping in.", "sleep"),
    ("Ana", "Ana is angry with Tom for being chased by a bear.", "danger"),
    ("Ana", "Still bleeding from a cut on his lip, Tom walks into Ana's kitchen.", "injury"),
    ("Ana", "Still drunk from last night, Tom stumbles into Ana's kitchen.", "drink"),
    ("Ana", "Covered in bruises from the fight, Tom knocks on Ana's door.", "injury"),
    ("Ana", "Bruised from the fight, Tom hugs Ana.", "conflict"),
    ("Ana", "Ana irons her husband's uniform for his shift.", "work"),
    ("Ana", "Ana carries her son's toolbox to the van for his morning job.", "work"),
    ("Ana", "Ana drops her husband off at the factory for his night shift.", "work"),
    ("Ines", "Ines waits outside while Tomas slept in until eleven, his first lie-in for months.",
     "sleep"),
    ("Omar", "Omar looks on as Maria — still in her scrubs — falls asleep on the bus home.",
     "sleep"),
    ("Ana", "Omar — still in his scrubs — falls asleep on the bus home.", "sleep"),
    ("Omar", "Maria won't touch the pie but drinks two bowls of kava.", "drink"),
]


def test_someone_elses_doing_told_blamed_or_owned(lex) -> None:
    def one_case(observer, text, kind):
        assert kind not in actual_kinds(lex, text, observer), text
        assert kind in other_kinds(lex, text, observer), text

    cases = THEIRS
    assert failing_cases(one_case, cases) == []


STAYS = [
    ("Ines", "Ines tells Jorge that she got into a fistfight.", "socialize"),
    ("Ana", "Ana is annoyed with herself for sleeping through the alarm.", "sleep"),
    ("Ana", "Still hungry, Ana eats another slice.", "eat"),
    ("Ana", "Covered in mud from the match, Ana hugs Tom.", "socialize"),
    ("Ines", "Ines covers for Tom's night shift.", "work"),
    ("Ines", "Ines fills in for his shift.", "work"),
    ("Ana", "Ana gets up at five for her shift.", "work"),
    ("Ana", "Ana fixes the actor's wig for the camera.", "work"),
    ("Omar", "Omar won't touch the pie but drinks two bowls of kava.", "drink"),
    ("Ana", "Ana — still in her scrubs — falls asleep on the bus home.", "sleep"),
]


def test_the_observers_own_stays_theirs(lex) -> None:
    def one_case(observer, text, kind):
        assert kind in actual_kinds(lex, text, observer), text

    cases = STAYS
    assert failing_cases(one_case, cases) == []
