"""Session 10: a busy day told by an idiom, late at the desk, a work meeting by its kind: work.

- "rushed off her feet", "run off his feet", "worked off my feet", "run ragged", "snowed
  under", "flat out at/with/all/since/from" after a form of "be" (the perfect "has been" has
  its own terms, since "has been" is matched as one phrase) are the idioms of a busy working
  day (core.yaml's work terms). "Lies flat out on the sofa" has no "be" and is no work; "was
  run off the road" has no "feet".
- "Still at her desk", "still at the office", "still at work" (or "has been at her desk since")
  is working late; being at one's desk alone is not.
- A post-mortem, a kick-off, project, progress, strategy, status, stand-up or all-hands meeting,
  a design or project review held by the observer is a work meeting."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

BE = ["is", "was", "has been", "had been"]
FEET = ["rushed off her feet", "run off her feet", "worked off her feet", "run ragged",
        "snowed under", "flat out"]
PLACES = ["at the bakery", "at the ferry kiosk", "at the depot", "at the harbour",
          "on the ward", "at the office"]
TIMES = ["all day", "this week", "today", ""]


@pytest.mark.parametrize(("be", "idiom", "place", "when"), [
    g for g in product(BE, FEET, PLACES, TIMES) if not (g[1] == "flat out" and g[2][:2] == "on")])
def test_busy_idioms_at_a_place_are_work(lex, be, idiom, place, when):
    """("flat out on" is left out: "is flat out on the sofa" lies down.)"""
    text = f"Nils {be} {idiom} {place} {when}".rstrip() + "."
    assert actual_kinds(lex, text, "Nils") == {"work"}


def test_busy_idioms_in_the_first_and_second_person_are_work(lex) -> None:
    """(Not "I am": the lexicon's forms of "be" hold no "am".)"""
    def one_case(subject, be, idiom):
        pronoun, possessive = subject
        verb = be[0] if pronoun == "I" else be[1]
        text = f"{pronoun} {verb} {idiom.format(p=possessive)} at the café today."
        assert actual_kinds(lex, text, "Nils") == {"work"}

    cases = list(product(
        [("I", "my"), ("You", "your")], [("was", "are"), ("have been", "have been")],
        ["rushed off {p} feet", "run off {p} feet", "run ragged"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("be", "idiom"), list(product(
    ["has been", "was"], ["flat out since dawn", "flat out all week", "flat out with orders"])))
def test_flat_out_without_a_place_is_still_work(lex, be, idiom):
    assert actual_kinds(lex, f"Ikaika {be} {idiom}.", "Ikaika") == {"work"}


@pytest.mark.parametrize("text", [
    "Nils lies flat out on the sofa.",
    "Nils is lying flat out on the beach.",
    "Nils was run off the road by a cyclist.",
    "The dog knocks Nils off his feet.",
    "A wave knocks Nils off his feet.",
    "Nils rushes off to catch the bus.",
    "Nils was rushed to hospital.",
    "Nils goes flat out in the last lap.",
])
def test_controls_with_the_same_words_are_no_busy_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Nils")


MEETINGS = ["a post-mortem", "a postmortem", "the kick-off meeting", "a project meeting",
            "a progress meeting", "the strategy meeting", "a status meeting",
            "the all-hands meeting", "a design review", "a project review"]
HOLDERS = ["Esra holds", "Esra is holding", "Esra and her team hold", "Esra runs",
           "Esra and Tom hold", "I hold", "You run"]


def test_a_work_meeting_by_its_kind_is_work(lex) -> None:
    def one_case(holder, meeting):
        text = f"{holder} {meeting} on the failed launch."
        assert actual_kinds(lex, text, "Esra") == {"work"}

    cases = list(product(HOLDERS, MEETINGS))
    assert failing_cases(one_case, cases) == []


def test_a_work_meeting_in_a_status_line_is_work(lex) -> None:
    def one_case(holder, meeting, place):
        assert actual_kinds(lex, f"{holder} {meeting} @ {place}", "Esra") == {"work"}

    cases = list(product(
        ["Esra and her team hold", "Esra is chairing"], MEETINGS[:4],
        ["startup office: whiteboard wall", "head office: room 4"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The post-mortem showed that the climber had died of cold.",
    "The pathologist's post-mortem found no injuries.",
    "Tom holds a post-mortem on the failed launch.",
])
def test_someone_elses_post_mortem_is_not_the_observers_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Esra")


def test_still_at_the_desk_is_working_late(lex) -> None:
    """Session 10: still at the desk, at the office, at work (or there since an hour)."""
    def one_case(subject, where, after):
        text = f"{subject[0]} {where.format(p=subject[1])} {after}".rstrip()
        assert actual_kinds(lex, text, "Wanjiru" if "Wanjiru" in text else "Ravi") == {"work"}

    cases = list(product(
        [("Wanjiru is", "her"), ("Wanjiru was", "her"), ("You are", "your"), ("Ravi is", "his")],
        ["still at {p} desk", "still at the office", "still at work"],
        ["long after the others have left", "at nine", "@ office: desk 7", ""]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Nils is at his desk @ Northline call centre: floor 2",
    "Nils's mug is still at his desk.",
    "Nils leaves his coat at his desk.",
    "Nils's boss is still at his desk.",
])
def test_merely_at_a_desk_or_someone_elses_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Nils")
