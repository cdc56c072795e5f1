"""A known first name in -ly is a name before an adverb (session 38, round fresh202,
perception._is_name_first): "Billy just laughs and keeps eating his stew" is Billy's, where the
-ly ending had read "Billy" as a diary line's opening adverb and given the stew to the observer
(a leak). Controls: a real adverb opening a diary line stays no one ("Finally fell asleep").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_first_name_in_ly_before_an_adverb_is_its_subject(lex) -> None:
    def one_case(case):
        text, observer, mine, others = case
        assert actual_kinds(lex, text, observer) == mine, text
        assert other_kinds(lex, text, observer) == others, text

    cases = [("Lachie talks to Billy; Billy just laughs and keeps eating his stew.", "Lachie",
              {"socialize"}, {"socialize", "eat"}),
             ("Lachie reads; Billy just laughs and keeps eating his stew.", "Lachie",
              set(), {"socialize", "eat"}),
             ("Lachie talks to Billy; Billy simply laughs and keeps eating his stew.",
              "Lachie", {"socialize"}, {"socialize", "eat"}),
             ("Lachie reads; Molly quickly finishes her soup.", "Lachie", set(), {"eat"})]
    assert failing_cases(one_case, cases) == []


def test_an_adverb_opening_a_diary_line_is_still_no_name(lex) -> None:
    assert actual_kinds(lex, "Finally fell asleep after midnight.", "Emily") == {"sleep"}
    assert actual_kinds(lex, "Emily finally fell asleep.", "Emily") == {"sleep"}
