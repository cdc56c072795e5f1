"""A status record's fields go by family (session 11, from the fresh set's "Agent: Zubair |
Where: campus pool | Doing: 2 km front crawl | Feeling: strong"): the field naming the agent
(agent, name, who, character, colonist ...) and the field holding what the agent does
(action, activity, doing, task ...: core.yaml ``status_activity.record_fields``) read as
"agent:" and "action:" do, so an open-class work verb in the activity field is the named
agent's job. A record about someone else is theirs, and a leisure verb, or a home in the
place field, is no job.

Also pinned here: a mountain's features climbed are exercise ("ascending the north couloir on
crampons" in the pipe record "Status | Yerlan | Alatau refuge | ... | pace: steady").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

AGENT_FIELDS = ["Agent", "Name", "Who", "Character", "Colonist", "agent", "name"]
PLACE_FIELDS = ["Where", "Location", "Place", "Loc"]
ACTION_FIELDS = ["Doing", "Activity", "Task", "Action", "doing", "Now"]
TASKS = ["pipetting samples", "cataloguing specimens", "calibrating the scales",
         "titrating the buffer", "labelling specimen jars"]
PLACES = ["Kendrick lab", "the depot", "warehouse 4"]
NAMES = ["Zubair", "Ines"]


def record(agent_field: str, name: str, place_field: str, place: str, action_field: str,
           task: str) -> str:
    return (f"{agent_field}: {name} | {place_field}: {place} | {action_field}: {task} | "
            f"Feeling: fine")


def test_a_record_s_activity_field_is_its_agent_s_job(lex) -> None:
    def one_case(agent_field, place_field, action_field, task):
        for name, place in zip(NAMES, PLACES[:2], strict=True):
            text = record(agent_field, name, place_field, place, action_field, task)
            assert actual_kinds(lex, text, name) == {"work"}

    cases = list(itertools.product(AGENT_FIELDS, PLACE_FIELDS, ACTION_FIELDS,
                                                    TASKS))
    assert failing_cases(one_case, cases) == []


def test_a_record_about_someone_else_is_not_the_observer_s(lex) -> None:
    def one_case(agent_field, action_field, task):
        text = record(agent_field, "Priya", "Where", "Kendrick lab", action_field, task)
        assert actual_kinds(lex, text, "Zubair") == set()

    cases = list(itertools.product(AGENT_FIELDS, ACTION_FIELDS, TASKS))
    assert failing_cases(one_case, cases) == []


def test_a_leisure_verb_in_the_field_is_no_job(lex) -> None:
    def one_case(agent_field, action_field, leisure):
        text = record(agent_field, "Ines", "Where", "Kendrick lab", action_field, leisure)
        assert actual_kinds(lex, text, "Ines") == set()

    cases = list(itertools.product(AGENT_FIELDS, ACTION_FIELDS,
                                                    ["reading a novel", "scrolling her phone",
                                                     "queueing for coffee"]))
    assert failing_cases(one_case, cases) == []


def test_a_home_in_the_place_field_makes_no_job(lex) -> None:
    def one_case(agent_field, action_field):
        text = record(agent_field, "Ines", "Where", "her flat", action_field, "calibrating scales")
        assert actual_kinds(lex, text, "Ines") == set()

    cases = list(itertools.product(AGENT_FIELDS, ACTION_FIELDS))
    assert failing_cases(one_case, cases) == []


def test_other_fields_are_no_activity(lex) -> None:
    def one_case(field, task):
        assert actual_kinds(lex, f"Agent: Ines | Where: Kendrick lab | {field}: {task}",
                            "Ines") == set()

    cases = list(itertools.product(["Mood", "Feeling", "Note", "Status"], TASKS))
    assert failing_cases(one_case, cases) == []


CLIMBS = ["ascending the north couloir on crampons", "climbing the east ridge",
          "ascends the gully", "climbed the Hörnli ridge", "is climbing the icefall"]


@pytest.mark.parametrize("climb", CLIMBS)
def test_a_mountain_s_feature_climbed_is_exercise(lex, climb):
    assert actual_kinds(lex, f"Yerlan {climb}.", "Yerlan") == {"exercise"}
    assert actual_kinds(lex, f"Status | Yerlan | Alatau refuge | {climb} | pace: steady",
                        "Yerlan") == {"exercise"}
    assert actual_kinds(lex, f"Yerlan watches two guides {climb.split(maxsplit=1)[-1]}.",
                        "Yerlan") == set()


@pytest.mark.parametrize("thing", ["the ridge of the roof", "the ridge tiles",
                                   "a crag of cheese"])
def test_the_features_without_a_climb_are_no_exercise(lex, thing):
    assert actual_kinds(lex, f"Yerlan looks at {thing}.", "Yerlan") == set()
