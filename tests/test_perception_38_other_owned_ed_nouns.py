"""A noun in -ed after an owner's "'s" is owned, no verb after "is" or "has" (session 38, round
other: cues.vocabulary.owned_ed_nouns, read by perception._owner_s). "Ana sits at her mother's
sickbed" was Ana's illness: "'s sickbed" read as "is ..." named no owner. Controls: a verb in
-ed after "'s" is still "has" ("Tom's bled all over the floor": Tom's).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_an_owned_ed_noun_is_the_owners(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [("Ana sits at her mother's sickbed.", 'Ana', set(), {'illness'}),
             ("Ana sits by her son's sickbed.", 'Ana', set(), {'illness'}),
             ("You sit at your mother's sickbed.", None, set(), {'illness'}),
             ("Ana sits at Bo's sickbed.", 'Ana', set(), {'illness'})]
    assert failing_cases(one_case, cases) == []


def test_controls(lex) -> None:
    def one_case(text, name, own, other):
        assert (actual_kinds(lex, text, name), other_kinds(lex, text, name)) == (own, other), text

    cases = [("Tom's bled all over the floor.", 'Ana', set(), {'injury'}),
             ("Ana naps on her son's bed.", 'Ana', {'sleep'}, set()),
             ("Tom's in bed with flu.", 'Tom', {'illness'}, set())]
    assert failing_cases(one_case, cases) == []
