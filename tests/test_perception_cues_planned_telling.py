"""A telling that is itself the event is ahead when a plan's cue reaches its speech verb.

Terms flagged ``report_proof`` ("exactly what I think", "a piece of my mind", "over lunch") are
the telling itself, so a report cue (the speech verb "tell", "give") does not make them a story.
Design choice: the telling keeps the mode of the cue before the speech verb. A plan's cue that
reaches the speech verb ("Tomorrow I'm finally going to tell Clémence exactly what I think of
her", "She'll give him a piece of her mind") leaves the telling ahead; with no plan cue, or one
whose scope ends before the telling (a new sentence), the telling is now.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def self_modes(lex, text: str, observer: str) -> dict[str, str]:
    """Kind -> mode of the observer's events (the last one of each kind)."""
    return {e.kind: e.mode for e in perceive(text, lex, observer=observer)
            if e.subject == "self"}


NAMES = ["Fenella", "Tomasz", "Ines"]
TARGETS = ["Clémence", "her landlord", "the foreman"]
PLANS = ["Tomorrow I'm finally going to", "I'm going to", "Tonight I will", "I'll",
         "I want to", "I'm about to"]
TELLINGS = ["tell {t} exactly what I think of him", "give {t} a piece of my mind"]


def test_planned_telling_is_ahead(lex) -> None:
    def one_case(name, target, plan, telling):
        text = f"{plan} {telling.format(t=target)}."
        assert "conflict" not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(NAMES, TARGETS, PLANS, TELLINGS))
    assert failing_cases(one_case, cases) == []


NOW = ["I tell {t} exactly what I think of him", "I give {t} a piece of my mind",
       "Yesterday I told {t} exactly what I think of him",
       "I finally told {t} exactly what I think of him"]


def test_telling_without_plan_is_now(lex) -> None:
    def one_case(name, target, now):
        text = now.format(t=target) + "."
        assert "conflict" in actual_kinds(lex, text, name), text

    cases = list(itertools.product(NAMES, TARGETS, NOW))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name,target,plan", list(itertools.product(NAMES, TARGETS, PLANS)))
def test_plan_in_earlier_sentence_leaves_telling_now(lex, name, target, plan):
    # negative control: the plan's scope ends at its sentence; the telling after it is now
    text = f"{plan} rest tonight. Right now I tell {target} exactly what I think of him."
    assert "conflict" in actual_kinds(lex, text, name), text


@pytest.mark.parametrize("name", NAMES)
def test_planned_meal_telling(lex, name):
    # a shared meal named by a report-proof term is ahead with the plan, now without it
    assert "eat" not in actual_kinds(lex, f"{name} is going to tell Ana about the trip over lunch.",
                                     name)
    assert "eat" in actual_kinds(lex, f"{name} tells Ana about the trip over lunch.", name)


# A cue phrase that swallows its sentence's full stop ("later .") still ends the sentence: the
# next sentence's event is now.
AHEAD = ["I'm going to rest", "Ana and I are having lunch", "I'll nap", "We meet for a run"]
NEXT = [("Now I eat a sandwich", "eat"), ("Right now I drink a coffee", "drink"),
        ("Now I tell Clémence exactly what I think of him", "conflict"),
        ("At the moment I am chatting with Jo", "socialize")]


def test_event_after_later_stop_is_now(lex) -> None:
    def one_case(name, ahead, nxt):
        sentence, kind = nxt
        text = f"{ahead} later. {sentence}."
        assert kind in actual_kinds(lex, text, name), text

    cases = list(itertools.product(NAMES, AHEAD, NEXT))
    assert failing_cases(one_case, cases) == []


def test_later_still_puts_its_sentence_ahead(lex) -> None:
    def one_case(name, ahead):
        text = f"{ahead} later. Now I read."
        kinds = {e.kind for e in perceive(text, lex, observer=name)
                 if e.subject == "self" and e.mode == "planned"}
        assert kinds, text

    cases = list(itertools.product(NAMES, AHEAD))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name,time", list(itertools.product(NAMES, ["4 a.m.", "7 p.m."])))
def test_abbreviation_stop_keeps_its_sentence(lex, name, time):
    # negative control: "a.m." is no sentence end; the shift after it is still the plan's
    text = f"{name} is packing her bag for tomorrow's {time} shift."
    assert "work" not in actual_kinds(lex, text, name), text


# "later" ending a sentence told in the present puts its event ahead, whatever the form of "be"
# ("I am having lunch later.", "We're meeting Jo for a run later."); a clause told in the past
# keeps its event ("I fell asleep an hour later.").
PRESENT_SUBJECTS = ["I am", "I'm", "We are", "We're", "Ana and I are"]
LATER_EVENTS = [("having lunch", "eat"), ("having a nap", "sleep"),
                ("going for a swim", "exercise"), ("having a beer", "drink")]


def test_present_progressive_later_is_ahead(lex) -> None:
    def one_case(name, subject, event):
        phrase, kind = event
        text = f"{subject} {phrase} later."
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(NAMES, PRESENT_SUBJECTS, LATER_EVENTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_past_clause_later_stays_actual(lex, name):
    # negative controls: told in the past, "later" counts time passed
    assert "sleep" in actual_kinds(lex, "I fell asleep an hour later.", name)
    assert "eat" in actual_kinds(lex, "I ate a sandwich two hours later.", name)
