"""Company after a watched thing is the watcher's (session 35, round fresh182): "watches TV with
her sister", "watches the fireworks from the bank, arm in arm with her housemates": with no one
seen between the witness cue and "with", the company is the watcher's. Controls: someone seen
keeps it theirs ("watches Tom chat with his sister", "watches the kids play with their
cousins", "notices the dog with its owner").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_company_after_a_watched_thing(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Nell") == {"socialize"}, text

    cases = ["Nell watches TV with her sister.",
             "Nell watches the match with Tom.",
             "Nell watches the boats with her dad.",
             "Nell watches the regatta fireworks from the bank, arm in arm with her housemates."]
    assert failing_cases(one_case, cases) == []


def test_controls_someone_seen_keeps_it(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Nell") == set(), text

    cases = ["Nell watches Tom chat with his sister.",
             "Nell watches the kids play with their cousins.",
             "Nell notices the dog with its owner.",
             "Nell sees a man arguing with a waiter."]
    assert failing_cases(one_case, cases) == []
