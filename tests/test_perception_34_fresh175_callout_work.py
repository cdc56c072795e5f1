"""A rescue or trade call-out one is on, and a team radioed, are the job.

Session 34, round fresh175 (a mountain rescue team's winter weekend): "Jess is on her fourth
callout in thirty hours" and "he just nods and radios the team" had been nothing. A callout or
call-out one is out on, attends or responds to (with a count: "her third callout") is work, as
"on a shout" was (round tradesa); a team or a crew radioed is the job's call, as "radios base".
A callout remembered, someone else's, and "radios for" a sled are none of the observer's.
"""

from helpers import actual_kinds, failing_cases


def test_a_callout_one_is_on_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    assert failing_cases(one_case, [
        "Ana is out on a callout to a burst main in Leeds.",
        "Ana is on her third callout since midnight.",
        "Ana is on a call-out with the lifeboat crew.",
        "Ana nods and radios the team.",
        "Ana radios the crew at the road head.",
    ]) == []


def test_a_callout_not_hers_or_not_now_is_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Tom is on his third callout since midnight.",
        "Her first callout was in 2019.",
        "Tom radios the team from the ridge.",
    ]) == []
