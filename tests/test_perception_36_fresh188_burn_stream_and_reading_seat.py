"""A burn as a stream, and a seat-less sit with a book (session 36, round fresh188): in Scots a
burn is a stream, so one sat by, walked along, forded, paddled in or about to burst its banks is
water, no hurt ("Catriona sits by the burn behind the school"); sitting or lying with a book, a
paperback or the paper is rest wherever it is ("sits by the window with the newspaper"), as on a
sofa. Controls: a burn on a body stays an injury ("runs cold water over the burn on her wrist");
a book carried on a walk, or a seat at a table or a desk with one, is no rest; someone else's
reading is theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_burn_as_a_stream_is_no_hurt(lex) -> None:
    def one_case(text):
        assert "injury" not in actual_kinds(lex, text, "Catriona"), text

    cases = ["Catriona fords the burn and climbs on.",
             "Catriona walks along the burn to the shore.",
             "Catriona paddles in the burn with the kids.",
             "The police sergeant knocks to warn Catriona that the burn behind her house is about "
             "to burst its banks; sandbags are on the way."]
    assert failing_cases(one_case, cases) == []


def test_a_burn_on_the_body_stays_an_injury(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Catriona") == {"injury"}, text

    cases = ["Catriona runs cold water over the burn on her wrist.",
             "Catriona burns her hand on the stove.",
             "The burn on Catriona's arm is blistering.",
             "Catriona has a burn on her forearm from the kiln."]
    assert failing_cases(one_case, cases) == []


def test_sitting_with_reading_matter_is_rest(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Walter") == {"rest"}, text

    cases = ["Walter sits by the burn behind the school with a paperback, his boots off.",
             "Walter sits by the window with the newspaper.",
             "Walter sits on the harbour wall with a paperback.",
             "Walter sits under a tree with a novel.",
             "Walter lies in the long grass with his kindle."]
    assert failing_cases(one_case, cases) == []


def test_a_book_alone_is_no_rest(lex) -> None:
    assert actual_kinds(lex, "Walter walks to the library with a book.", "Walter") == {"walk"}
    assert actual_kinds(lex, "Walter sits in the car with a map.", "Walter") == set()
    assert actual_kinds(lex, "Walter's wife sits by the window with a novel.", "Walter") == set()
    assert actual_kinds(lex, "Walter sits at one of the canteen tables with a book.",
                        "Walter") == set()
    assert actual_kinds(lex, "Walter sits at his desk with a book.", "Walter") == set()
