"""A person word counted right before it is people, no verb (session 34, round otheragent34).

* "Next door two nurses drank a beer": a person word that is also a light verb ("nurse + drink",
  "nurses a beer") right after a count ("two", "several", a numeral) and in ``-s`` is a plural of
  people, as after an article ("the nurses drank"); it had read as the verb "nurse" with the
  drink as its object, and the drink went to the observer (a leak).
* Controls: the verb after a name or a pronoun is still a verb ("Kenji nurses a beer", "Mira
  nurses a cup of tea"), and the counted people's own act stays theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

COUNTS = ["two", "three", "several", "3", "a dozen"]
SCENES = ["Kenji marks homework. Next door {c} nurses drank a beer.",
          "Kenji marks homework while {c} nurses drink tea in the corridor.",
          "Kenji marks homework; at the bar {c} nurses are drinking cider."]


def test_counted_person_words_are_people_not_a_verb(lex) -> None:
    def one_case(count, scene):
        text = scene.format(c=count)
        assert actual_kinds(lex, text, "Kenji") == {"work"}, text

    cases = list(itertools.product(COUNTS, SCENES))
    assert failing_cases(one_case, cases) == []


def test_counted_people_controls(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Kenji") == expected, text

    assert failing_cases(one_case, [
        ("Kenji nurses a beer.", {"drink"}),
        ("Kenji nurses a beer while two cooks argue.", {"drink"}),
        ("Mira nurses a cup of tea; Kenji marks homework.", {"work"}),
        ("Kenji and two nurses drink tea in the corridor.", {"drink"}),
    ]) == []
