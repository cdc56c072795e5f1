"""A kitchen's service as the stretch the observer is in, and a site's or a yard's own task
verbs, are the job (session 22).

- "halfway through / in the middle of / deep into / all through the dinner service" (a meal's
  service, work terms) is a working stretch; the service named as a time before a meal ("eats
  before the evening service") or a church's service is none.
- A site's, a rig's, a garage's and a yard's task verbs (drill, torque, lash, overhaul,
  degrease, ...), a kitchen's "plate" and a keeper's "hood", "shoe" and "crate" are
  ``status_activity.frames.manual_tasks``: with an object, away from home, they are the job;
  at home, or on one's own things, they stay chores.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize(("observer", "text"), [
    ("Ada", "Ada is halfway through the dinner service and already out of scallops."),
    ("Ada", "Ada is in the middle of the lunch service when the fryer cuts out."),
    ("Vikram", "Vikram keeps the tandoor going all through the lunch service."),
    ("Ada", "Deep into the evening service, Ada calls the tickets at the pass."),
])
def test_a_service_told_as_the_stretch_is_work(lex, observer, text):
    assert "work" in actual_kinds(lex, text, observer)


@pytest.mark.parametrize(("observer", "text", "kinds"), [
    ("Ada", "Ada eats before the evening service.", {"eat"}),
    ("Tom", "Tom sings a hymn in the middle of the service at the cathedral.", set()),
])
def test_a_service_named_as_a_time_or_a_church_service_is_no_work(lex, observer, text, kinds):
    assert actual_kinds(lex, text, observer) == kinds


def test_a_site_or_a_yard_task_verb_with_an_object_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}

    cases = [
        "Ana drills a new ice core on the plateau, eight metres down.",
        "Ana torques the flange bolts on the mud pump.",
        "Ana lashes the containers to the deck.",
        "Ana overhauls the winch on the foredeck.",
        "Ana plates the starters for table nine.",
        "Ana hoods the falcon and carries her out to the weathering ground.",
        "Ana shoes the grey mare.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana drills a hole in her kitchen wall for a shelf.",
    "Ana plates up dinner for her kids.",
    "Ana hoses down the patio.",
])
def test_the_same_verbs_at_home_stay_chores(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana")
