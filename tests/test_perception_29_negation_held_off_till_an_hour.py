"""An act denied in the past and held off to an hour was done then (session 29, round
negation): "didn't" / "did not" / "couldn't" + the act + "until" or "till" + an hour
(cues.negation ``late_hours``, or a number: "three", "2am") ends the denial ("didn't get to
sleep until three": slept). Negative controls: an event after "until" ("until dinner"), an
amount that tells the stretch without any ("didn't eat a thing until six"), and a denial that
is no past ("won't", "never", "doesn't") stay denied."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_an_act_denied_until_an_hour_was_done_then(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Jonas") == kinds

    cases = [
        ("Jonas didn't get to sleep until three.", {"sleep"}),
        ("Jonas didn't fall asleep until after midnight.", {"sleep"}),
        ("Jonas couldn't get to sleep till gone two.", {"sleep"}),
        ("Jonas did not sleep until the early hours.", {"sleep"}),
        ("Jonas didn't eat until nine in the evening.", {"eat"}),
        ("Jonas didn't have dinner until ten.", {"eat"}),
        ("Jonas didn't have his lunch till 3pm.", {"eat"}),
        ("Jonas didn't have a drink until midnight.", {"drink"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_an_act_denied_to_an_event_or_not_in_the_past_stays_denied(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Jonas") == set()

    cases = [
        "Jonas didn't eat anything until dinner.",
        "Jonas didn't eat a thing until six.",
        "Jonas didn't have a drink until the shift was over.",
        "Jonas won't sleep until dawn.",
        "Jonas never ate until noon.",
        "Jonas doesn't eat until sunset during Ramadan.",
        "Jonas didn't eat for two days.",
        "Jonas didn't sleep a wink until morning.",
    ]
    assert failing_cases(one_case, cases) == []
