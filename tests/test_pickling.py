"""Memory and shipping (issue 7 item 6): a pickled per-agent state stays under 1 KB, and a
compiled ruleset survives pickling with identical ticks (a distributed host ships both)."""

from __future__ import annotations

import itertools
import json
import pickle
from pathlib import Path

import pytest
from helpers import failing_cases

import engine

DAYS = sorted((Path(__file__).resolve().parent / "data" / "days").glob("*.jsonl"))


def run_day(rules: engine.Ruleset, day: Path) -> list[engine.TickResult]:
    results, state = [], None
    for raw in day.read_text("utf-8").splitlines():
        line = json.loads(raw)
        result = rules.tick(state, line["observation"], time=line["time"], context=line["ctx"])
        results.append(result)
        state = result.state
    return results


def test_a_pickled_state_stays_under_one_kilobyte_through_a_day() -> None:
    def one_case(skill, day):
        rules = engine.load_ruleset(skill)
        for result in run_day(rules, day):
            for protocol in (pickle.DEFAULT_PROTOCOL, pickle.HIGHEST_PROTOCOL):
                data = pickle.dumps(result.state, protocol=protocol)
                assert len(data) < 1024, (result.state["time"], len(data))
                back = pickle.loads(data)
                assert back == result.state
                assert json.dumps(back) == json.dumps(result.state)  # same keys, order, floats

    cases = list(itertools.product(["physiology", "needs"], DAYS))
    assert failing_cases(one_case, cases) == []


def test_a_state_changed_by_hand_pickles_as_it_is():
    rules = engine.load_ruleset("physiology")
    state = rules.tick(None, "", time="2026-04-27T12:00:00").state
    state["values"]["satiety"] = 0.1234567  # not six places: kept as a float
    state["values"]["pain"] = -0.0
    state["extra"] = [1, 2]  # another key: pickled like a plain dict
    back = pickle.loads(pickle.dumps(state))
    assert back == state and back["values"]["satiety"] == 0.1234567
    assert str(back["values"]["pain"]) == "-0.0"


@pytest.mark.parametrize("skill", ["physiology", "needs"])
def test_a_pickled_ruleset_ticks_identically(skill):
    rules = engine.load_ruleset(skill)
    rules.kernel(now=True)  # the generated kernel is rebuilt, not pickled
    clone = pickle.loads(pickle.dumps(rules))
    assert clone == rules
    assert "_kernel" not in clone.__dict__
    for day in DAYS:
        for ours, theirs in zip(run_day(rules, day), run_day(clone, day), strict=True):
            assert ours.state == theirs.state
            assert ours.appends == theirs.appends
            assert ours.report == theirs.report
            assert ours.outputs == theirs.outputs


def test_a_tick_result_pickles_whole():
    rules = engine.load_ruleset("physiology")
    rules.kernel(now=True)
    result = rules.tick(None, "You eat lunch.", time="2026-04-27T12:00:00")
    back = pickle.loads(pickle.dumps(result))
    assert back == result
    assert back.report["current_need"] == result.report["current_need"]


def test_an_unpickled_lexicon_rebuilds_its_trie_only_when_read_and_pickles_again():
    import pickle

    import engine

    lexicon = engine.load_ruleset("needs", use_cache=False).lexicon
    loaded = pickle.loads(pickle.dumps(lexicon))
    assert "trie" not in loaded.__dict__ and "_trie_blob" in loaded.__dict__
    again = pickle.loads(pickle.dumps(loaded))  # still a blob: pickled as it came
    assert loaded.trie == lexicon.trie and "trie" in loaded.__dict__
    assert again == lexicon and pickle.loads(pickle.dumps(loaded)) == lexicon
