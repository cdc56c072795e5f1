"""A term's owner word is written once as the ``{owner}`` slot (session 33, round leftovers).

* "lift {owner} dumbbells" in core.yaml stands for one term per owner word (his, her, their,
  my, your, our, its), each with the same settings and its own spelt-out name as the event's
  term ("lift her dumbbells"), as round fresh144 had spelt them out one by one.
* Controls: the gear handled otherwise stays a thing ("packs the dumbbells into the car").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

from engine.lexicon import OWNER_SLOT_WORDS, _entries

SUBJECTS = [("Ana", "Ana lifts"), ("You", "You lift")]
OWNERS = ["his", "her", "their", "my", "your", "our"]
GEAR = ["dumbbells", "kettlebells", "weights"]


def test_the_owner_slot_stands_for_every_owner_word(lex) -> None:
    def one_case(subject, owner, gear):
        observer, opening = subject
        text = f"{opening} {owner} {gear} before breakfast."
        assert actual_kinds(lex, text, observer if observer != "You" else None) == {
            "exercise"}, text

    cases = list(itertools.product(SUBJECTS, OWNERS, GEAR))
    assert failing_cases(one_case, cases) == []


def test_a_slotted_entry_keeps_its_settings_for_each_owner() -> None:
    entries = list(_entries(["lift {owner} dumbbells",
                             {"term": "carry {owner} pack", "weight": 0.5}, "plain"]))
    assert [t for t, _ in entries[:len(OWNER_SLOT_WORDS)]] == [
        f"lift {o} dumbbells" for o in OWNER_SLOT_WORDS]
    slotted = entries[len(OWNER_SLOT_WORDS):2 * len(OWNER_SLOT_WORDS)]
    assert all(opts == {"term": t, "weight": 0.5} for t, opts in slotted)
    assert entries[-1] == ("plain", {})


def test_control_gear_handled_otherwise_stays_a_thing(lex) -> None:
    assert actual_kinds(lex, "Ana packs her dumbbells into the car.", "Ana") == set()
