"""Someone else's threat, hurt or row told with the observer standing by is not the observer's.

* A name after "that" opens a clause: "Ana hears that Maria is threatened with a knife" is
  Maria's danger (it was read as a thing, "that Maria", and the threat fell to Ana).
* Someone else is the subject of the threat's clause and the observer is named after it only
  after a preposition of nearness ("beside", "in front of", "next
  to"): "Tomas nearly drowns in the river right in front of Ana" is Tomas's; so is a person's
  own fall, skid or crash beside the observer, which no longer reads as a near miss of theirs.
* A place right after someone else says where they live: "the old woman next door is
  threatened with a knife" is hers, not a threat next door to the observer.
* "... and you pay the bill": "you", "I", "we" before a plain verb form start a clause of their
  own; they are no partner of the row or target of the threat before it.
* An observer's one-word name that is also a word ("Storm", "Bill") is no term, and names the
  observer only when capitalised ("argue over the bill").
* Controls: a thing that falls or lands beside the observer, a threat aimed at them ("at",
  "on"), a thing someone drops beside them, a threat shared "with" them, a row "with you", a
  fire in the flat next door and a storm with no one else named stay the observer's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"
KINDS = {"danger", "conflict", "injury"}

OTHERS = ["Tomas", "Maria", "Mr Lee"]
SUBJECTS = ["Tomas", "The cook", "A man", "Her brother", "Ana's neighbour", "Two boys"]


def own(lex, text: str, observer: str = OBSERVER) -> set[str]:
    """The observer's actual danger, conflict and injury kinds."""
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.is_actual_self and e.kind in KINDS}


def others(lex, text: str, observer: str = OBSERVER) -> set[str]:
    """Someone else's actual, unnegated danger, conflict and injury kinds."""
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and not e.negated and e.mode == "actual" and e.kind in KINDS}


def test_a_name_after_that_is_the_clause_subject(lex) -> None:
    def one_case(verb, name, what):
        text = f"Ana {verb} that {name} {what}."
        assert own(lex, text) == set()
        assert others(lex, text)

    cases = list(itertools.product(
        ["hears", "learns", "knows"], OTHERS,
        ["is threatened with a knife", "is caught in the avalanche", "has a nasty gash on his leg",
         "is in danger"]))
    assert failing_cases(one_case, cases) == []


def test_a_threat_to_someone_beside_the_observer_is_theirs(lex) -> None:
    def one_case(subject, what, place):
        text = f"{subject} {what} {place}."
        assert "danger" not in own(lex, text)
        assert "danger" in others(lex, text)

    cases = list(itertools.product(
        SUBJECTS,
        ["nearly drowns in the river", "is caught in the avalanche", "is threatened with a knife",
         "gets lost in the blizzard", "is swept away by the current"],
        ["right in front of Ana", "next to Ana", "beside you", "behind you"]))
    assert failing_cases(one_case, cases) == []


def test_someones_own_fall_beside_the_observer_is_no_near_miss(lex) -> None:
    def one_case(subject, mishap, place):
        assert "danger" not in own(lex, f"{subject} {mishap} {place}.")

    cases = list(itertools.product(
        SUBJECTS, ["skids on the ice", "falls down the stairs", "crashes his bike"],
        ["right in front of you", "behind you", "beside Ana"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "A roof tile crashes down right beside Ana.",
    "A tile crashes down right in front of you.",
    "Tomas drops a crate right beside you.",
    "That dog lunges at Ana.",
    "A man pulls a knife on Ana.",
    "Tomas is caught in the avalanche with Ana.",
    "The flat next door is on fire.",
    "The storm rages and you hide under the table.",
    "Ana hears that a storm is coming.",
])
def test_controls_the_observers_own_danger(lex, text: str) -> None:
    assert "danger" in own(lex, text)


@pytest.mark.parametrize(("who", "what"), list(itertools.product(
    ["The old woman next door", "The man next door", "The family next door"],
    ["is threatened with a knife", "is in danger", "is caught in the flood"])))
def test_a_place_after_someone_else_says_where_they_live(lex, who: str, what: str) -> None:
    assert "danger" not in own(lex, f"{who} {what}.")


def test_a_new_plain_subject_after_and_is_no_party(lex) -> None:
    def one_case(subject, row, then):
        text = f"{subject} {row} and {then}."
        assert "conflict" not in own(lex, text)
        assert "conflict" in others(lex, text)

    cases = list(itertools.product(
        ["Tomas", "The cook", "Her brother"],
        ["argues with the waiter", "shouts at his wife", "yells at the ref", "argues loudly"],
        ["you pay the bill", "you leave the room", "I call the police", "we laugh"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Tomas argues with you.",
    "Tomas argues with the waiter and you.",
    "Tomas and you argue about the bill.",
    "The waiter argues with Tomas and you about the bill.",
])
def test_controls_the_observer_is_a_party(lex, text: str) -> None:
    assert "conflict" in own(lex, text)


@pytest.mark.parametrize(("owner", "then"), list(itertools.product(
    ["Tomas's house", "Her brother's barn", "The neighbours' shed"],
    ["you call the fire brigade", "I run for a bucket", "we phone for help"])))
def test_someone_elses_fire_then_a_new_plain_subject(lex, owner: str, then: str) -> None:
    assert "danger" not in own(lex, f"{owner} is on fire and {then}.")


@pytest.mark.parametrize("text", [
    "Storm watches the news about the storm in Florida.",
    "Storm reads about a storm on another continent.",
    "From the lighthouse, Storm sees his uncle clinging to the hull of his capsized boat.",
])
def test_an_observer_named_like_a_threat_is_no_threat(lex, text: str) -> None:
    assert "danger" not in own(lex, text, observer="Storm")


def test_a_storm_still_threatens_an_observer_named_storm(lex) -> None:
    assert "danger" in own(lex, "Storm hides in the cellar from the storm.", observer="Storm")


@pytest.mark.parametrize("text", [
    "Bill waits by the car while his wife and the mechanic argue over the bill.",
    "His wife and the waiter argue about the bill while Bill waits outside.",
])
def test_a_lower_case_word_is_no_mention_of_the_observer(lex, text: str) -> None:
    assert "conflict" not in own(lex, text, observer="Bill")


def test_the_capitalised_name_is_still_the_observer(lex) -> None:
    assert "conflict" in own(lex, "Bill argues with the mechanic over the bill.", observer="Bill")


def test_he_after_a_speech_verb_is_the_speaker_of_its_own_clause(lex) -> None:
    def one_case(speaker, verb, what):
        text = f"Ana listens while {speaker} {verb} that {what}."
        subjects = {e.subject for e in perceive(text, lex, observer=OBSERVER) if e.kind in KINDS}
        assert subjects == {"other"}

    cases = list(itertools.product(
        ["Tomas", "her brother", "the coach"], ["explains", "says", "tells her"],
        ["he burnt his arm", "he was in a car crash", "he twisted his ankle"]))
    assert failing_cases(one_case, cases) == []


def test_she_after_the_observers_own_speech_verb_stays_the_observer(lex) -> None:
    events = perceive("Ana tells her manager she has a migraine.", lex, observer=OBSERVER)
    assert [e.subject for e in events if e.kind == "illness"] == ["self"]


@pytest.mark.parametrize("what", ["I was in a car crash", "I got caught in the flood",
                                  "there was a fire in my kitchen"])
def test_a_threat_in_someone_elses_chat_turn_is_theirs(lex, what: str) -> None:
    text = f"[19:02] Tomas: {what} [19:03] Ana: oh no!!"
    assert "danger" not in own(lex, text)


def test_a_threat_in_the_observers_own_chat_turn_is_theirs(lex) -> None:
    assert "danger" in own(lex, "[19:02] Ana: I was in a car crash [19:03] Tomas: oh no!!")
