"""A leak worked on, patched or sealed is the job's object, no threat to the worker.

Session 35, round fresh184 (a city bus depot and its night routes): "Gideon has been working
on the same fuel leak since ten" had been danger. After "working on the", "fixing the",
"repairing the", "patching the" or "sealing the" (danger's ``not_after``) the hazard's term is
the task's object, under control; a leak smelled or found, and a fire breaking out while one
fixes something else, stay threats.
"""

from helpers import actual_kinds, failing_cases


def test_a_leak_worked_on_is_no_threat(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Gideon") == kinds, text

    assert failing_cases(one_case, [
        ("Gideon has been working on the same fuel leak since ten.", {"work"}),
        ("Gideon patches the fuel leak.", set()),
    ]) == []


def test_a_leak_found_or_a_fire_stays_a_threat(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Gideon"), text

    assert failing_cases(one_case, [
        "Gideon smells a gas leak in the workshop.",
        "Gideon is fixing the fence when a fire breaks out.",
    ]) == []
