"""Boots or shoes kicked off are taken off, and people kicked off a bus are put out: no blow
(session 34, round fresh167: "your boots by the door where you kicked them off" had read as a
fight). A kick aimed at someone stays one."""

from helpers import actual_kinds, failing_cases


def test_kicking_them_off_is_no_blow(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana's trainers lie by the sofa where she kicked them off.", set()),
        ("You wake after eight hours, your boots on the rug where you kicked them off.",
         {"sleep"}),
        ("Ana kicks them off at the door and pads into the kitchen.", set()),
        ("Ana's sandals were too tight, so she kicked them off under the table.", set()),
        ("The driver kicked them off the bus at the last stop.", set()),
        ("Ana kicks off her boots by the stove.", set()),
    ]) == []


def test_a_kick_at_someone_stays_a_blow(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana kicked them hard and ran.", {"conflict"}),
        ("Ana kicks him in the shin.", {"conflict"}),
        ("Ana kicked them.", {"conflict"}),
    ]) == []
