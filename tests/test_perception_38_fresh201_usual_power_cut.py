"""Lights gone out in an ordinary power cut are no threat.

Session 38, round fresh201: "Pâmela wasn't frightened when the lights went out in the kitchen,
it was just the usual power cut, and she kept stirring the soup" was a danger. The cues of a
threat shown to be none (core/cues.yaml, next to "false alarm" and "only a drill") now hold
"just the usual power cut", "only a power cut", "just a blackout", ... within the sentence.
A real threat with the lights out stays one.
"""

from helpers import actual_kinds, failing_cases


def test_an_ordinary_power_cut_is_no_danger(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Pâmela", "Pâmela wasn't frightened when the lights went out in the kitchen, it was "
                   "just the usual power cut, and she kept stirring the soup for the evening "
                   "service by torchlight.", {"work"}),
        ("Pâmela", "The lights go out, but it's only a power cut.", set()),
    ]) == []


def test_a_threat_in_the_dark_stays(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("Pâmela", "The lights go out and smoke pours from the fuse box."),
        ("Pâmela", "The lights go out and a fire starts in the fuse box."),
    ]) == []
