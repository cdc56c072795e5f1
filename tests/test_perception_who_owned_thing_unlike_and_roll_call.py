"""Three who-did-what shapes where someone else acts near the observer's name:

- a clause of its own after the noun the observer owns ("a kid kicks Ana's seat and his dad
  yells at him"): the new subject's, not the observer's;
- "unlike" sets the one named after it apart ("Kofi, unlike Ana, had breakfast");
- a roll call's name, a dash, and an -ing action ("Kofi - eating a kebab"): that person's; and
  a former partner called "ex" is someone else ("Kofi fights with Ana's ex")."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


def test_a_clause_after_the_observers_owned_thing_is_someone_elses(lex):
    cases = [f"{a} {b} Ana's {c} and {d} {e} at him." for a, b, c, d, e in itertools.product(
        ["A kid", "Kofi"], ["kicks", "takes", "knocks over"], ["seat", "bag", "drink"],
        ["his dad", "his wife", "Marta", "the porter"], ["yells", "shouts", "snaps"])]
    assert len(cases) == 216
    assert [t for t in cases if "conflict" in actual_kinds(lex, t, OBSERVER)] == []


def test_unlike_sets_the_observer_apart(lex):
    cases = [t.format(n=n, v=v) for t, n, v in itertools.product(
        ["{n}, unlike Ana, {v}.", "Unlike Ana, {n} {v}.", "{n} {v}, unlike Ana."],
        ["Kofi", "her brother", "the porter"],
        ["had breakfast", "slept well", "got into a fight"])]
    assert [t for t in cases if actual_kinds(lex, t, OBSERVER)] == []


def test_a_roll_calls_line_is_its_persons(lex):
    cases = [f"{n} {d} {a}" for n, d, a in itertools.product(
        ["Kofi", "Marta", "Oyelaran"], ["-", "—", "–"],
        ["eating a kebab", "sleeping in the van", "drinking tea", "arguing with the foreman"])]
    assert [t for t in cases if actual_kinds(lex, t, OBSERVER)] == []
    assert [t for t in ["Kofi fights with Ana's ex.", "Ana's ex turned up drunk."]
            if actual_kinds(lex, t, OBSERVER)] == []


def test_the_observers_own_lines_stay_theirs(lex):
    for text, kind in [("Unlike Kofi, Ana slept well.", "sleep"),
                       ("Ana, unlike Kofi, had breakfast.", "eat"),
                       ("Ana - eating a kebab.", "eat"),
                       ("Lunch - eating a kebab", "eat"),
                       ("Ana had a row with her ex.", "conflict"),
                       ("Kofi praises Ana's cooking and hugs her.", "socialize")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text
