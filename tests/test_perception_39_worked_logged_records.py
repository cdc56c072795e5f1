"""A record kept by its entries (session 39, round worked).

Read now: "log" is a manual task of the status section's frames (``manual_tasks``): the
observer logging a thing is keeping a record, the job ("Paolo logs the time", "Odette logs the
arrest of a fare dodger at Market Cross"); logging in, off or onto a device names no task
(``task_not_objects``), and someone else's logging is not the observer's (the frame reads only
the observer's own verbs).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_logging_an_entry_is_work(lex) -> None:
    cases = [("Paolo logs the time.", {"work"}),
             ("Paolo logs the arrest of a fare dodger at Market Cross.", {"work"}),
             ("Paolo is logging the late arrivals on the harbour sheet.", {"work"}),
             ("Paolo logs into his bank account to check his pension.", set()),
             ("Paolo logs off and sleeps.", {"sleep"}),
             ("Paolo didn't log the time.", set())]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Paolo") == want, text

    assert failing_cases(one_case, cases) == []


def test_someone_elses_log_is_not_the_observers(lex) -> None:
    text = "Paolo watches the harbour master log the late arrivals."
    assert actual_kinds(lex, text, "Paolo") == set()
