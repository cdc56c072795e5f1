"""A thing shoved into a bag or a pocket is stowed, no row (session 31, round fresh137):
"shoves them in his bag for later" after buying snacks is packing, not a shove at someone.
core.yaml ``conflict.things.stowed``; perception._stowed_after. A person shoved stays a row.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_a_thing_shoved_into_a_bag_is_no_row(lex) -> None:
    def one_case(what, into, bag):
        text = f"Ana shoves {what} {into} {bag} and runs for the bus."
        assert "conflict" not in actual_kinds(lex, text, OBSERVER)

    cases = list(itertools.product(
        ["them", "it", "his books", "the papers", "the snacks", "it all"],
        ["in", "into"],
        ["her bag", "her rucksack", "her school bag", "her satchel", "her backpack",
         "her coat pocket"]))
    assert failing_cases(one_case, cases) == []


def test_controls_a_person_shoved_stays_a_row(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, OBSERVER)

    cases = ["Ana shoves the boy into the lockers.", "Ana shoves Tom.",
             "Ana shoves him in the chest.", "Ana shoves Tom into the bag racks.",
             "Tom shoves Ana in the corridor.", "Ana shoves her brother into the hedge.",
             "Ana shoves the bully in the back.", "Ana shoves him into the wall.",
             "Ana shoves the man in the queue.", "Ana shoves Tom into the pool."]
    assert failing_cases(one_case, cases) == []
