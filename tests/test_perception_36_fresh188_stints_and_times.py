"""Work told by its stretch, and times looked up (session 36, round fresh188): "flat out for a
sixteen-hour stint" and "on a twelve-hour stint" are work; a traveller checking the ferry, bus
or tide times on a status line does no task ("is checking the late ferry times on the
noticeboard @ pier: ticket hut"). Controls: flat out on a couch or for the count is no work;
someone else's stint is theirs; tickets checked at a ticket hut stay the job.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_stretch_of_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Rhona") == {"work"}, text

    cases = ["Rhona is flat out for a sixteen-hour stint @ fish factory: filleting table",
             "Rhona is on a twelve-hour stint at the cannery.",
             "Rhona has been flat out for hours at the cannery."]
    assert failing_cases(one_case, cases) == []


def test_flat_out_at_rest_is_no_work(lex) -> None:
    assert actual_kinds(lex, "Rhona is flat out on the couch.", "Rhona") == set()
    assert actual_kinds(lex, "Rhona is flat out for the count after the party.",
                        "Rhona") == {"sleep"}
    text = "Rhona's husband is on a twelve-hour stint at the cannery."
    assert actual_kinds(lex, text, "Rhona") == set()
    assert other_kinds(lex, text, "Rhona") == {"work"}


def test_times_looked_up_are_no_task(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Mhairi") == set(), text

    cases = ["Mhairi is checking the late ferry times on the noticeboard @ pier: ticket hut",
             "Mhairi is checking the bus times @ bus station: timetable board",
             "Mhairi is checking the tide times @ harbour: noticeboard",
             "Mhairi is checking the departures board @ airport: terminal 2"]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Mhairi is checking the tickets @ pier: ticket hut",
                        "Mhairi") == {"work"}
