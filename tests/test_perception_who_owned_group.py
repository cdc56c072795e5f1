"""Who did what: a group the observer owns or leads ("your group", "Ana's class", "your
ski-school group of ten-year-olds") is other people; when it opens a clause with a plural verb
("your group eat lunch", British usage for a group) or with its members named after "of" before
the verb ("your group of ten-year-olds wolf down their lunches"), what it does is theirs, not the
observer's, as after a finite verb ("your class eats"). Negative controls: the observer joined to
the group ("You and your group eat") or doing it with the group ("I eat lunch with my group")
keeps it; a compound noun ("your group dinner ran late") names no doer.

Also: a status line in the passive ("Femi is being stitched up @ A&E") names what others do to
its subject, no activity (work) of theirs; an active status line keeps its activity."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWNERS = [("Your", "you check"), ("Ana's", "she checks"), ("My", "I check")]
GROUPS = ["group", "class", "tour group", "ski-school group", "platoon", "squad", "troop"]
MEMBERS = ["of ten-year-olds", "of six walkers", "of trainee medics", "of 12 pupils"]
ACTS = [("eat", "eat their packed lunches"), ("eat", "wolf down a pizza"),
        ("drink", "drink cocoa at the hut"), ("drink", "gulp down hot chocolate"),
        ("sleep", "sleep in the bunkhouse"), ("eat", "ate their sandwiches"),
        ("drink", "drank their tea")]
TAILS = [".", " while {o} the list.", " at the picnic tables."]


def _tail(tail: str, obs: str) -> str:
    return tail.format(o=obs)


def test_owned_group_with_plural_verb_is_other_people(lex) -> None:
    def one_case(owner, group, act, tail):
        kind, verb = act
        text = f"{owner[0]} {group} {verb}{_tail(tail, owner[1])}"
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(OWNERS, GROUPS, ACTS, TAILS[:2]))
    assert failing_cases(one_case, cases) == []


def test_owned_group_of_members_is_other_people(lex) -> None:
    def one_case(owner, group, members, act):
        kind, verb = act
        text = f"{owner[0]} {group} {members} {verb}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(OWNERS, GROUPS[:4], MEMBERS, ACTS[:5]))
    assert failing_cases(one_case, cases) == []


def test_owned_group_in_a_clause_after_the_observer(lex) -> None:
    def one_case(opener, group, act):
        kind, verb = act
        text = f"Ana checks the lift passes, and her {group} {verb}."
        assert kind not in actual_kinds(lex, text, "Ana"), text
        text = f"{opener} her {group} {verb}, Ana checks the lift passes."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(["While", "As"], GROUPS[:4], ACTS[:4]))
    assert failing_cases(one_case, cases) == []


def test_observer_with_the_group_keeps_the_act(lex) -> None:
    def one_case(group, act):
        kind, verb = act
        assert kind in actual_kinds(lex, f"You and your {group} {verb}.", "Ana")
        assert kind in actual_kinds(lex, f"Ana and her {group} {verb}.", "Ana")

    cases = list(itertools.product(GROUPS[:4], ACTS[:3]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("group,meal", list(itertools.product(GROUPS[:3], ["lunch", "dinner"])))
def test_observer_eating_with_the_group_keeps_the_meal(lex, group, meal):
    assert "eat" in actual_kinds(lex, f"I ate {meal} with my {group}.", "Ana")
    assert "eat" in actual_kinds(lex, f"Ana eats {meal} with her {group}.", "Ana")


@pytest.mark.parametrize("group", GROUPS[:3])
def test_compound_noun_after_the_group_names_no_doer(lex, group):
    # "group dinner" is a noun: no event, and no mention that would take one
    assert "eat" not in actual_kinds(lex, f"Your {group} dinner ran late.", "Ana")


PATIENT = ["stitched up", "treated", "x-rayed", "checked over", "seen by the triage nurse",
           "bandaged"]
PLACES = ["@ A&E: cubicle 4", "@ the medical tent", "@ Combe Verte first-aid hut",
          "@ fire station: mess room"]


def test_passive_status_line_is_no_activity(lex) -> None:
    def one_case(obs, patient, place):
        assert "work" not in actual_kinds(lex, f"{obs} is being {patient} {place}", obs)

    cases = list(itertools.product(["Femi", "Hedda"], PATIENT, PLACES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("task,place", list(itertools.product(
    ["restocking the dressings trolley", "refilling the oxygen cylinders",
     "logging the call-outs"], ["@ A&E: cubicle 4", "@ fire station: mess room"])))
def test_active_status_line_keeps_its_activity(lex, task, place):
    assert "work" in actual_kinds(lex, f"Femi is {task} {place}", "Femi")
