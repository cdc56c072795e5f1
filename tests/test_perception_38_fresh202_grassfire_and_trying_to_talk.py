"""Two readings of round fresh202 (session 38): an outback's grass and scrub fires are fires
("a grassfire has jumped the boundary and is running towards your camp" is danger), and a talk
that is itself the attempt is going on ("is trying to talk Billy into entering the rodeo next
month" talks now, perception._trying_to_go_on); "trying to talk to the boss tomorrow" and
"trying to sleep" stay ahead.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_grassfire_is_a_fire(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Tahnee"), text

    cases = ["The UHF crackles: a grassfire has jumped the boundary from the neighbours' place "
             "and is running towards your camp on the wind.",
             "A grassfire is running towards your camp on the wind."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Tahnee tells Tom about the grass fire last summer.",
                        "Tahnee") == {"socialize"}


def test_trying_to_talk_someone_round_is_talking_now(lex) -> None:
    text = ("Lachie is trying to talk Billy into entering the Mount Isa rodeo with him next "
            "month; Billy just laughs and keeps shovelling in his stew.")
    assert actual_kinds(lex, text, "Lachie") == {"socialize"}
    assert actual_kinds(lex, "Lachie is trying to talk to the boss tomorrow.", "Lachie") == set()
    assert other_kinds(lex, "Lachie is trying to sleep.", "Lachie") == {"sleep"}
