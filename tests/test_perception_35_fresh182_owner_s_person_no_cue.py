"""An owner's "'s" makes a person word a noun, no cue (session 35, round fresh182): "Anouk's old
coach tells her ..." is talk with Anouk, not coaching told of (the reported cue "coach"), as
"the coach" already was. Controls: "Anouk's coaching the juniors" ("'s" as "is") keeps the cue.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_an_owners_coach_talks(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Anouk") == {"socialize"}, text

    cases = ["Anouk's coach chats with her.",
             "Anouk's old coach tells her a story.",
             "Anouk's head coach talks to her about the race.",
             "Anouk's new coach jokes with her on the pontoon."]
    assert failing_cases(one_case, cases) == []


def test_controls_is_coaching_keeps_the_cue(lex) -> None:
    text = "Anouk's coaching the juniors about the storm."
    assert actual_kinds(lex, text, "Anouk") == set()
    assert other_kinds(lex, text, "Anouk") == {"danger"}
