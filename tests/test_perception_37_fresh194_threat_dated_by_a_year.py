"""A threat named by its year is history told, no threat now.

Session 37, round fresh194: "Hassan's grandfather, visiting the dorm, tells him how the 1992
earthquake cracked the minaret of their village mosque" had been the observer's danger.
``perception._year_named_before`` drops a danger term right after a four-digit year that an
article or an owner opens ("the 1992 earthquake", "the 2011 floods"), as danger's
``not_after`` drops "last year's storm". A number that is no year's, or none, stays.
"""

from helpers import actual_kinds, failing_cases


def test_a_dated_threat_is_past(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Hassan", "Hassan's grandfather, visiting the dorm, tells him how the 1992 earthquake "
                   "cracked the minaret of their village mosque.", {"socialize"}),
        ("Hassan", "Hassan remembers the 2011 floods.", set()),
        ("Hassan", "Hassan reads about the city's 1906 earthquake.", set()),
    ]) == []


def test_an_undated_threat_stays(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("Hassan", "An earthquake shakes the dorm and Hassan runs outside."),
        ("Hassan", "At 1992 metres the storm hits Hassan."),
    ]) == []
