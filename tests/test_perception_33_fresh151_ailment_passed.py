"""An ailment told as over in the simple past is recovery, no illness now (fresh151).

* ``illness.as_time.after`` had "have passed", "lift", "fade", but no bare "pass", "ease",
  "ease off" or "go away": "the nausea passed overnight" was the illness now.
* Controls: an ailment that will not pass or go away is still had.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Ingrid"


def test_an_ailment_gone_in_the_simple_past_is_no_illness(lex) -> None:
    def one_case(ailment, over):
        text = f"Ingrid no longer feels sick; the {ailment} {over}."
        assert actual_kinds(lex, text, OBSERVER) == set(), text
        text = f"Ingrid's {ailment} {over}, so she heads back to the lab."
        assert "illness" not in actual_kinds(lex, text, OBSERVER), text

    cases = [(ailment, over)
             for ailment in ["nausea", "headache", "fever", "cough", "migraine"]
             for over in ["passed overnight", "eased off by lunch", "went away", "eased"]]
    assert failing_cases(one_case, cases) == []


def test_an_ailment_that_will_not_pass_is_still_had(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"illness"}, text

    cases = [
        "Ingrid feels sick and the nausea will not pass.",
        "Ingrid has a headache that won't go away.",
        "Ingrid's migraine hasn't eased at all.",
        "Ingrid has a fever; it hasn't passed yet.",
        "Ingrid is sick with flu.",
    ]
    assert failing_cases(one_case, cases) == []
