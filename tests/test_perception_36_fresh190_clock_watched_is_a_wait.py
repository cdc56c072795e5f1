"""The clock watched is a wait told by its idiom: the seat beside it is no rest.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Oga Sunday and his apprentice spent
the whole morning pulling the gearbox out of my car while I sat on a bench watching the clock"
had been a rest. Rest's ``waiting_after.phrases`` gain "watching the clock" and its forms ("eye
the clock"), as "waiting for"; a film watched from the sofa stays a rest.
"""

from helpers import actual_kinds, failing_cases


def test_a_seat_while_watching_the_clock_is_no_rest(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Babatunde") == set(), text

    assert failing_cases(one_case, [
        "Oga Sunday and his apprentice spent the whole morning pulling the gearbox out of my "
        "car while I sat on a bench watching the clock.",
        "Babatunde sits on the sofa, watching the clock.",
    ]) == []


def test_a_film_watched_or_a_nap_stays(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Babatunde") == kinds, text

    assert failing_cases(one_case, [
        ("Babatunde sits on the sofa watching a film.", {"rest"}),
        ("The mechanic watches the clock while Babatunde naps.", {"sleep"}),
    ]) == []
