"""A tackle gone in for or made, and a ball won, is sport played.

Session 38, round fresh201: "Yasmin goes in hard on the tackle and the striker goes down" was no
exercise; exercise's terms (core/exercise.yaml) held only a tackle with its kind ("sliding
tackle"). They now hold "go in for the tackle", "go in hard on the tackle", "make a tackle",
"clean tackle", "mistimed tackle" and "win the ball". A task tackled stays none.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_tackle_is_sport(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"exercise"}, text

    assert failing_cases(one_case, [
        ("Yasmin", "Yasmin goes in hard on the tackle and the striker goes down."),
        ("Yasmin", "Yasmin goes in for the tackle."),
        ("Yasmin", "Yasmin wins the ball with a clean tackle."),
        ("Yasmin", "Yasmin wins the ball back in midfield."),
    ]) == []


def test_other_tackles_stay(lex) -> None:
    assert actual_kinds(lex, "Ana tackles the pile of ironing.", "Ana") == set()
    text = "Ana watches Tom go in for the tackle."
    assert actual_kinds(lex, text, "Ana") == set()
    assert other_kinds(lex, text, "Ana") == {"exercise"}
