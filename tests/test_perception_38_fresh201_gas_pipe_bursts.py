"""A gas pipe or hose that bursts, splits or snaps is a threat.

Session 38, round fresh201: "No one was hurt when the gas hose split behind the kitchen stove,
but Wesley had to crawl in and shut the valve" was no danger. Danger's terms
(core/danger.yaml) now hold "gas hose split", "gas pipe burst", "gas line snap", ... (the
compound named, not a bare "line" or "pipe"). A hose fixed, or a gas main told of elsewhere,
stays none.
"""

from helpers import actual_kinds, failing_cases


def test_a_burst_gas_pipe_is_danger(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("Wesley", "No one was hurt when the gas hose split behind the kitchen stove, but "
                   "Wesley had to crawl in and shut the valve with the smell still thick in "
                   "the air."),
        ("Wesley", "The gas pipe bursts behind the stove and Wesley shuts the valve."),
        ("Wesley", "The gas line snaps as the digger swings round and Wesley runs."),
    ]) == []


def test_other_pipes_and_splits_stay(lex) -> None:
    def one_case(observer, text):
        assert "danger" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Wesley", "Wesley fixes the broken gas hose on the barbecue."),
        ("Wesley", "Wesley reads that a gas main burst in Leeds."),
        ("Rustam", "Rustam and Sola settle the border line by splitting a melon."),
    ]) == []
