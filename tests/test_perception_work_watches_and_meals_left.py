"""Work told by what a task fills or what it leaves behind: a ship's watch spent on a task, a
meal left to spoil while the task goes on (also after an irregular "kept"), and writing up a
report. Each next to the same shape with leisure, a chore or nothing of the kind."""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Mara") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


# -- a watch spent on a task (frames.occasions) --------------------------------------------------

@pytest.mark.parametrize("watch", ["my whole watch", "the morning watch", "the whole watch",
                                   "the first watch", "the middle watch", "the anchor watch"])
@pytest.mark.parametrize("task", ["logging sonar contacts", "plotting the course",
                                  "checking the bilge pumps"])
@pytest.mark.parametrize("subject", ["I spent", "You spent", "Mara spent"])
def test_a_watch_spent_on_a_task_is_work(lex, subject, watch, task):
    assert worked(lex, f"{subject} {watch} {task}.")


def test_a_watch_with_leisure_someone_else_or_a_plan_is_no_work(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        # leisure, or the observer's own things, through the same watch
        "I spent my whole watch reading a novel.",
        "I spent the morning watch chatting with the cook.",
        "Mara spent the whole watch dozing in her bunk.",
        "I spent my whole watch mending my own jacket.",
        # a watch that is a wristwatch, or someone else's watch
        "I spent an hour looking for my watch.",
        "The bosun spent the morning watch logging sonar contacts.",
        # a plan
        "I will spend the morning watch logging sonar contacts.",
    ]
    assert failing_cases(one_case, cases) == []


# -- a meal left to spoil while the task goes on (frames.forgone) ---------------------------------

@pytest.mark.parametrize("meal", ["noodles", "soup", "porridge", "curry"])
@pytest.mark.parametrize("task", ["kept running gels", "kept pipetting samples",
                                  "pipetted samples", "kept sorting the parcels"])
def test_a_meal_congealing_while_a_task_goes_on_is_work(lex, meal, task):
    assert worked(lex, f"Mara's {meal} congealed in the pot while she {task}.")


def test_a_meal_congealing_during_leisure_or_someone_elses_task_is_no_work(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        "Mara's noodles congealed in the pot while she kept reading her novel.",
        "Mara's soup congealed while she watched the match.",
        "Mara's curry congealed while she chatted with her sister.",
        "Mara's noodles congealed in the pot while she slept.",
        # someone else's task
        "Mara's noodles congealed while her brother kept sorting the parcels.",
    ]
    assert failing_cases(one_case, cases) == []


# -- an irregular "kept" before the task ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Mara's coffee went cold while she kept pipetting samples.",
    "Mara's tea went cold while she kept scanning parcels.",
    "Without a break, Mara kept stacking the pallets.",
])
def test_kept_before_a_task_verb_is_the_task(lex, text):
    assert worked(lex, text)


@pytest.mark.parametrize("text", [
    "Mara's coffee went cold while she kept reading.",
    "Mara's tea went cold while she kept chatting to her friend.",
])
def test_kept_before_leisure_is_no_work(lex, text):
    assert not worked(lex, text)


# -- writing up a report (task_phrases) ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Mara's coffee goes cold by the computer while she writes up the night's admissions.",
    "Mara's tea goes cold while she writes up the lab results.",
    "Mara's sandwich sits untouched while she writes up the incident report.",
])
def test_writing_up_with_a_meal_given_up_is_work(lex, text):
    assert worked(lex, text)


@pytest.mark.parametrize("text", [
    "Mara's coffee goes cold while she writes a letter to her gran.",
    "Mara's tea goes cold while she writes in her diary.",
    "Mara writes up her holiday diary.",
])
def test_writing_a_letter_or_a_diary_is_no_work(lex, text):
    assert not worked(lex, text)


# -- a watch kept at a post or taken over (work terms; as_time heads) -----------------------------

@pytest.mark.parametrize("subject", ["Mara", "I", "You"])
@pytest.mark.parametrize("tail", ["on gangway watch", "on bridge watch", "on watch",
                                  "on the bridge watch"])
def test_being_on_a_watch_is_work(lex, subject, tail):
    be = {"Mara": "is", "I": "am", "You": "are"}[subject]
    assert worked(lex, f"{subject} {be} {tail}.")


@pytest.mark.parametrize("text", [
    "Mara takes over the watch at midnight.",
    "Mara took over the watch from the second mate.",
    "Without a drink or a bite, Mara rides night watch round the herd.",
])
def test_taking_over_or_riding_a_watch_is_work(lex, text):
    assert worked(lex, text)


def test_a_watch_as_a_time_a_plan_someone_elses_or_a_wristwatch_is_no_work(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        # a watch as the time before rest, a plan, someone else's
        "After three nights on watch, Mara sleeps for twelve hours.",
        "Mara naps between watches.",
        "Mara will take over the watch at midnight.",
        "The bosun is on watch while Mara sleeps in her bunk.",
        # a wristwatch, or watching
        "Mara glances at her watch and sips her coffee.",
        "Mara watches the match with her brother.",
        "Mara takes off her watch before her swim.",
    ]
    assert failing_cases(one_case, cases) == []
