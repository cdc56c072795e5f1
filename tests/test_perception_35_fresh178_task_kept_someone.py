"""A task noun that keeps someone at it is that person's task (session 35, round fresh178): "the
shearing kept me in the shed every evening" is the observer's work
(``engine.perception._kept_at_task``); core.yaml work terms ``the shearing``, ``the lambing``,
``the calving``, ``the haymaking`` (not before shed or season: exceptions). Controls: someone
else kept, the weather keeping one in, a task watched.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_task_that_keeps_the_observer_is_theirs(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Kusi"), text

    cases = [("I didn't go to football practice this week; the shearing kept me in the shed"
              " every evening.", "work"),
             ("The harvest kept me busy all week.", "work"),
             ("The harvest has kept Kusi busy all week.", "work"),
             ("Training keeps you at the track till eight.", "exercise"),
             ("Kusi is busy with the lambing.", "work")]
    assert failing_cases(one_case, cases) == []


def test_controls_others_kept_weather_and_places(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Kusi"), text

    cases = ["The harvest kept Tom busy all week.",
             "The lambing kept her up all night.",
             "Tom watches the shearing from the fence.",
             "The rain kept me indoors all day.",
             "You are so tired you fall asleep on the fleece pile in the shearing shed."]
    assert failing_cases(one_case, cases) == []
    assert "work" in other_kinds(lex, "The harvest kept Tom busy all week.", "Kusi")
