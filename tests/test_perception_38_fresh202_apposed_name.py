"""A name in apposition after a person's word renames it (session 38, round fresh202,
perception._apposed_names_merged): "Helen and the governess, Sophie, share a pot of tea" is
Helen's tea too (before, Sophie alone was the subject). A list ("The cook, Sophie, and Tom")
keeps its names, and the governess named is still Sophie.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_whole_subject_before_an_apposed_name_acts(lex) -> None:
    def one_case(case):
        text, observer, mine = case
        assert actual_kinds(lex, text, observer) == mine, text

    cases = [("Helen and the governess, Sophie, share a pot of tea and a long yarn on the "
              "homestead verandah once the kids' lessons are done.", "Helen",
              {"drink", "socialize"}),
             ("Helen and her sister, Sophie, drink tea on the verandah.", "Helen",
              {"drink", "socialize"}),
             ("Helen and the governess, Sophie, eat lunch together.", "Helen",
              {"eat", "socialize"}),
             ("Helen and the governess, Sophie, eat lunch together.", "Sophie",
              {"eat", "socialize"}),
             ("Helen reads while the governess, Sophie, eats lunch.", "Sophie", {"eat"}),
             ("Helen reads while the governess, Sophie, eats lunch.", "Helen", set()),
             ("The cook, Sophie, eats lunch.", "Sophie", {"eat"}),
             ("The cook, Sophie, and Tom eat while Helen sleeps.", "Helen", {"sleep"})]
    assert failing_cases(one_case, cases) == []
