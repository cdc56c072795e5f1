"""A hazard's word in a piece of gear, a dish, a chore, a failed test or a salute.

"Trims the storm sails", "feeds the gun dogs", "makes a lava cake", "the knife-edge ridge",
"attacks the pile of dishes", "bombed her driving test", "floods the engine", "the ship's
cannon fires a salute" named threats. A person or a beast that attacks someone, a storm
tearing the sails, a gunman firing and a man with a knife stay threats.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


SUBJECTS = [("Ana", "s"), ("You", "")]
FRAMES = ["{w} trim{s} the storm sails.", "{w} feed{s} the gun dogs.", "{w} make{s} a lava cake.",
          "{w} walk{s} along the knife-edge ridge in fine weather.",
          "{w} attack{s} the pile of dishes.", "{w} attack{s} the final climb on the bike.",
          "{w} bombed the exam.", "{w} flood{s} the engine trying to start the outboard.",
          "{w} hoist{s} the storm jib."]


def test_gear_dishes_chores_and_tests_named_for_a_hazard_are_no_threat(lex):
    cases = [f.format(w=w, s=s) for (w, s), f in itertools.product(SUBJECTS, FRAMES)]
    cases.append("The ship's cannon fires a salute as Ana boards.")
    assert [c for c in cases if "danger" in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "A man attacks Ana with a knife.",
    "The dog attacks Ana.",
    "A storm tears the sails to shreds around Ana.",
    "A gunman fires at Ana.",
    "A man with a knife edges towards Ana.",
    "The engine room floods and Ana is trapped below.",
])
def test_threats_with_the_same_words_stay(lex, text):
    assert "danger" in actual_kinds(lex, text, OBSERVER)
