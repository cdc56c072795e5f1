"""An adverb of time between a chat line's writer and the verb (session 40, round worked).

Read now: "just", "still", "already", "now" after a chat or log line's colon are skipped as
after "is" ("Marta: just finished re-tiling the pool changing room"), so the verb after them
is judged as the writer's act. The act still needs its frame, and a meal or a state after the
adverb stays what it was ("Marta: just had lunch", "Marta: already tired").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_an_adverb_after_a_chat_colon_keeps_the_task(lex) -> None:
    cases = [("Marta: just finished re-tiling the pool changing room", {"work"}),
             ("Marta: finished re-tiling the changing room", {"work"}),
             ("Marta: just had lunch", {"eat"}),
             ("Marta: just finished my book", set()),
             ("Marta: already tired", set())]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Marta") == want, text

    assert failing_cases(one_case, cases) == []
