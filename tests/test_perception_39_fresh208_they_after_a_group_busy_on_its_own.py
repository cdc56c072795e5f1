"""A "they" after a plural group busy on its own after the observer is that group.

Session 39, round fresh208: "Do-yun fastens his helmet strap while two other riders share a
cigarette; they laugh about a customer" gave the laugh to the observer: a shared act's "they"
took the observer in unless two others were named. A group that comes to the observer
(``vocabulary.arrival_verbs``: "as the guests arrive") may still be one with them.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_busy_group_laughs(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text
        assert "socialize" in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Do-yun", "Do-yun fastens his helmet strap outside the shop while two other riders "
                   "share a cigarette; they laugh about a customer who tipped in ten-won coins."),
        ("Ana", "Ana waits while the riders share a cigarette. They laugh about it."),
        ("Ana", "Ana wipes the counter as the cooks smoke out back; they gossip about the boss."),
    ]) == []


def test_a_group_with_the_observer_still_shares(lex) -> None:
    def one_case(observer, text):
        assert "socialize" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ana", "Ana sits down as the guests arrive, and they chat over wine."),
        ("Ana", "Ana and the riders share a cigarette; they laugh."),
        ("Ana", "Ana welcomes her classmates, and they reminisce over dumplings."),
        ("Ana", "Ana phones her parents and they chat for an hour."),
    ]) == []
