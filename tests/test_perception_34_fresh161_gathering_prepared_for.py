"""A gathering named as someone's after "for" is one prepared for, still ahead (session 34,
round fresh161: "Raju is polishing the silver plates for the manager's dinner party" had been
company now).

The exception "for the dinner party" already read "frying onions for the family dinner" as
preparation; a possessive between "for" and the gathering ("for Tom's birthday party", "for
her sister's big wedding") had kept the gathering's company. `perception._for_someones_gathering`
reads "for" + one to three words + "'s" (+ one word) before a term whose last word is one of
`cues.vocabulary.prepared_gatherings`. Controls: being at someone's party, or talking with
someone there, stays company.
"""

from helpers import actual_kinds, failing_cases


def test_a_gathering_prepared_for_is_no_company_now(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana is polishing the glasses for the manager's dinner party.",
        "Ana buys a gift for Tom's birthday party.",
        "Ana bakes a cake for her sister's big wedding.",
        "Ana irons the tablecloths for the colonel's garden party.",
        "Ana is stringing lights for her cousin's engagement party.",
        "Ana presses his suit for his brother's wedding.",
    ]) == []


def test_at_someones_gathering_stays_company(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana chats with Tom at Sam's party.",
        "Ana stays late for Tom's party and chats with his friends.",
        "Ana laughs with her aunts at her sister's wedding.",
        "Ana is at the dinner party with Tom.",
    ]) == []
