"""Session 10: a family's or a household's thing is the doer's own: mending it is a chore.

A household thing (``status_activity.frames.household``: tent, bike, car, gate, boiler...)
right after a family word (``frames.kin``) or a household owner (kids, children, house), with
"'s" or "'" between ("her son's old bike", "the kids' bike", "the family tent"), is the
doer's own, like "his bike" (``perception._chore``); not a family business's ("the family
restaurant's windows"), and a served person's or a tenant's thing stays the job."""

from __future__ import annotations

from itertools import product

from helpers import actual_kinds, failing_cases

VERBS = ["fixes", "mends", "patches", "repairs", "is fixing", "is repairing"]
OWNERS = ["the family", "her son's", "her daughter's old", "the kids'", "her mum's",
          "her brother's"]
THINGS = ["tent", "bike", "car", "gate", "boiler", "tap"]


def test_mending_a_family_thing_is_a_chore(lex) -> None:
    def one_case(verb, owner, thing):
        assert "work" not in actual_kinds(lex, f"Hassan {verb} {owner} {thing}.", "Hassan")

    cases = list(product(VERBS, OWNERS, THINGS))
    assert failing_cases(one_case, cases) == []


def test_mending_a_served_persons_thing_is_still_work(lex) -> None:
    def one_case(verb, owner, thing):
        assert actual_kinds(lex, f"Hassan {verb} {owner} {thing}.", "Hassan") == {"work"}

    cases = list(product(
        ["fixes", "repairs", "is fixing"], ["a customer's", "the client's"],
        ["bike", "boiler", "tap", "gate"]))
    assert failing_cases(one_case, cases) == []
