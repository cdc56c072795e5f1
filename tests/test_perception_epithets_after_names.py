"""A title after the observer's name is part of the name: "Marisol the Ranger eats a wedge of
hard cheese" is Marisol eating (session 11, from the fresh set's game log "[Week 2, Day 5]
Marisol the Ranger eats a wedge of hard cheese and dark bread by the campfire. (Hunger −20)").

The epithet is "the" and one or two capitalised words right after the name
(``engine.perception._epithet_end``). A capitalised person noun elsewhere ("watches the
Ranger eat") is still someone else, and so is a lower-case one.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def theirs(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


NAMES = ["Marisol", "Anselm", "Olaf", "Brigid"]
EPITHETS = ["the Ranger", "the Squire", "the Brave", "the Blacksmith", "the Old Smith",
            "the Hunter"]
ACTS = [("eats a wedge of hard cheese", "eat"), ("drinks a flask of ale", "drink"),
        ("sleeps by the campfire", "sleep")]
PREFIXES = ["", "[Week 2, Day 5] ", "[Quest log] "]


def test_a_title_after_the_observer_s_name_is_theirs(lex) -> None:
    def one_case(name, epithet, act, prefix):
        text = f"{prefix}{name} {epithet} {act[0]}."
        assert actual_kinds(lex, text, name) == {act[1]}

    cases = list(itertools.product(NAMES, EPITHETS, ACTS, PREFIXES))
    assert failing_cases(one_case, cases) == []


def test_someone_else_with_a_title_is_not_the_observer(lex) -> None:
    def one_case(name, epithet, act):
        verb = act[0].split()[0][:-1]  # "eats" -> "eat"
        rest = act[0].split(maxsplit=1)[1]
        assert actual_kinds(lex, f"{name} watches {epithet} {verb} {rest}.", name) == set()
        assert theirs(lex, f"{name} watches {epithet} {verb} {rest}.", name) == {act[1]}
        assert actual_kinds(lex, f"Kaspar {epithet} {act[0]}.", name) == set()

    cases = list(itertools.product(NAMES, EPITHETS[:4], ACTS))
    assert failing_cases(one_case, cases) == []


def test_a_lower_case_job_after_the_name_is_someone_else(lex) -> None:
    def one_case(name, act):
        verb = act[0].split()[0][:-1]
        rest = act[0].split(maxsplit=1)[1]
        assert actual_kinds(lex, f"{name} watches the blacksmith {verb} {rest}.", name) == set()

    cases = list(itertools.product(NAMES, ACTS))
    assert failing_cases(one_case, cases) == []
