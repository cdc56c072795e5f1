"""A threat told as going on after a hurt in its sentence stays a threat (session 28, round
threat): an unfolding hazard after the injury with "still", "keeps" or "continues" ("is bitten
on the hand, and the dog keeps lunging at her", "the ice is still cracking under you")
outlasts the hurt and is no cause of it, so danger stays beside the injury. The documented
choice stands for the rest: a hazard that gives way under someone is only the hurt's cause
("broke her wrist when the ladder gave way"), and a hurt that is still sore, a limp or a
cast is no threat going on."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_hazard_going_on_after_the_hurt_stays_a_threat(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"injury", "danger"}

    cases = [
        ("Ana", "Ana is bitten on the hand, and the dog keeps lunging at her."),
        ("Ana", "A rock cuts Ana's forehead and more rocks keep falling around her."),
        (None, "You sprain your wrist in the fall, and the ice is still cracking under you."),
        ("Ana", "Ana twists her ankle as the floodwater keeps rising around her."),
        ("Ana", "Ana cuts her leg on the rocks and the boat keeps drifting toward the weir."),
        ("Ana", "Ana gashes her knee on the ice, and the floe keeps cracking under her."),
        (None, "I bruised my shoulder when I fell, and the wolves kept circling the hut."),
        ("Ana", "Ana's wrist is broken and the hillside above her is still sliding."),
        ("Ana", "Ana burns her arm on the stove; the fire is spreading up the curtains."),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_hurt_with_no_hazard_going_on_is_no_threat(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"injury"}

    cases = [
        "Ana broke her wrist when the ladder gave way.",
        "Ana broke her wrist when the ladder gave way, and it is still in a cast.",
        "Ana broke her wrist when the ladder gave way; she still went to work.",
        "Ana cut her hand on the glass yesterday; it is still sore.",
        "Ana sprains her ankle and is still limping around the office.",
        "The ladder slides out from under Ana and she lands hard on her wrist, still holding the "
        "brush.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_hazard_going_on_at_someone_else_is_not_the_observers(lex):
    text = "Tom is bitten on the hand, and the dog keeps lunging at Ana."
    assert actual_kinds(lex, text, "Tom") == {"injury"}
