"""'Trying to finish' a task in the present progressive tells the task going on now, no plan
(session 36, round fresh189): "I'm just trying to finish my med pass", "is trying to finish her
lunch before the bell". Controls: "trying to sleep", "trying to get some rest" and a future
attempt ("will try to finish her report tomorrow") stay ahead.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_trying_to_finish_is_under_way(lex) -> None:
    assert actual_kinds(lex, "Two patients down the hall are fighting over the TV remote; "
                        "they're both drunk, and neither of them is hurt. I'm just trying to "
                        "finish my med pass.", "Valérie") == {"work"}
    assert actual_kinds(lex, "Valérie is trying to finish her lunch before the bell.",
                        "Valérie") == {"eat"}


def test_controls_attempts_ahead(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Valérie") == set(), text

    cases = ["Valérie is trying to sleep before her shift.",
             "Valérie will try to finish her report tomorrow.",
             "Valérie is trying to get some rest."]
    assert failing_cases(one_case, cases) == []
