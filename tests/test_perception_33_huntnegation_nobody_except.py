"""A talk to nobody but someone is a talk to them (session 33, round huntnegation).

* A talk's listener "nobody" (or "noone") right after the term is no one, unless an
  exception follows it ("but", "except", "save" + someone): "talks to nobody but Ana",
  "speaks to nobody except his sister" name the one talked to.
* Controls: "talks to nobody" alone and "talks to nobody but herself" (a reflexive: no one
  else) are no talk.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

CASES = [
    ("Olga talks to nobody but the provodnitsa all the way to Omsk.", "Olga"),
    ("Brother Ilias speaks to nobody except the abbot during Lent.", "Brother Ilias"),
    ("Ewan chats with nobody but the supply boat skipper all month.", "Ewan"),
    ("Marcus talks to nobody save Lucius in the camp.", "Marcus"),
    ("Joy talks with nobody except Mark on the night queue.", "Joy"),
    ("Hanne speaks to nobody but her neighbour Jens at the apiary.", "Hanne"),
    ("Kenji talks to nobody but his apprentice after closing.", "Kenji"),
    ("You talk to nobody but your cousin at the wedding.", None),
    ("Wanjiru talks to nobody except Faith at the Iten camp.", "Wanjiru"),
    ("Captain Reyes talks to nobody but Dr Vance in the galley.", "Captain Reyes"),
]


def test_a_talk_to_nobody_but_someone_is_a_talk_to_them(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"socialize"}, text

    assert failing_cases(one_case, CASES) == []


def test_a_talk_to_nobody_or_to_oneself_is_none(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Joy") == set(), text

    cases = ["Joy talks to nobody.",
             "Joy talks to nobody but herself.",
             "Joy speaks to nobody all day.",
             "Joy chats to nobody except herself in the lighthouse."]
    assert failing_cases(one_case, cases) == []
