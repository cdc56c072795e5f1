"""Round fresh146: a sport one is a fan or a reader of, and a sport's books and shows, are a
liking or reading matter, no play ("Vitória is a keen reader of football strategy books" had
been exercise). Controls: the sport played stays exercise.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Vitória"


def test_a_sport_liked_or_read_about_is_no_play(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Vitória is a keen reader of football strategy books; she is in the library browsing "
        "them.",
        "Vitória is a keen reader of football books.",
        "Vitória is a keen reader of tennis biographies.",
        "Vitória is a big fan of football.",
        "Vitória listens to a cycling podcast on the bus.",
        "Vitória watches a climbing documentary in the common room.",
        "Vitória is leafing through a rugby book in the waiting room.",
        "Vitória and her dad do a football quiz at the pub.",
        "Vitória's brother is one of the biggest fans of basketball in town.",
        "Vitória is reading a swimming novel on the train.",
    ]
    assert failing_cases(one_case, cases) == []


def test_controls_the_sport_played_stays_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Vitória plays football with her book club.",
        "Vitória plays tennis with the fans after the show.",
        "Vitória goes cycling after reading her book.",
        "Vitória is swimming lengths at the lido.",
        "Vitória plays football in the park with her brother.",
    ]
    assert failing_cases(one_case, cases) == []
