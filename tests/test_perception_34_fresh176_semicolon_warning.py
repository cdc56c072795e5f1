"""A threat and a shout to get away from it, joined by a semicolon, are one scene (session 34,
round fresh176: "A lamp on the lighting bar above the stage works loose and swings down towards
the piano bench where you are sitting; someone in the wings yells at you to move" read as a
quarrel, with no danger).

The shout's sentence reaches back over a semicolon to the threat told before it
(perception._semicolon_joined_start), as it did over a comma and "and"; a stage's or a room's
lamp, lighting bar, stage light, light fitting, ceiling fan or backdrop that works or comes
loose is a danger to the one under it. Controls: a shout with no threat after a semicolon, a
grievance ("for being late") and a shout at someone else stay as they were.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_shout_after_a_semicolon_threat_is_a_warning(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"danger"}, text

    assert failing_cases(one_case, [
        "The rig works loose above you; someone in the wings yells at you to move.",
        "A stage light above Ana works loose; the stage manager shouts at her to move.",
        "The lighting bar over Ana comes loose; a stagehand yells at her to get back.",
        "The ceiling fan above Ana's desk comes loose; her colleague shouts at her to duck.",
    ]) == []


def test_shout_without_threat_or_with_grievance_stays_a_row(lex) -> None:
    def one_case(text, own, others):
        assert actual_kinds(lex, text, "Ana") == own, text
        assert other_kinds(lex, text, "Ana") == others, text

    assert failing_cases(one_case, [
        ("The rig is fine; someone yells at Ana to move.", {"conflict"}, set()),
        ("Ana spills the tea; the chef yells at her to get out of her kitchen.", {"conflict"},
         set()),
        ("The rig works loose above you; later the manager yells at you for being late.",
         {"danger", "conflict"}, set()),
        ("The rig works loose above Tom; someone yells at him to move.", set(), {"danger"}),
        ("Ana switches on the lamp.", set(), set()),
    ]) == []
