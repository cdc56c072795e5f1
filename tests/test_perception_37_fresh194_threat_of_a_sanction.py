"""A threat to report, fail, fine or sack someone is an authority's sanction, no threat to the
body.

Session 37, round fresh194: "he threatens to report you to the dorm supervisor" had been a
danger of the observer's. ``exceptions`` now hold "threaten to report", "... to fail", "... to
evict" and the like; a threat with a weapon or to harm stays one.
"""

from helpers import actual_kinds, failing_cases


def test_a_sanction_threatened_is_no_danger(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Amr", "The porter blocks the gate and says curfew was at eleven. You shout back that "
                "the review session ran over, and he threatens to report you to the dorm "
                "supervisor.", {"conflict"}),
        ("Amr", "The lecturer threatened to fail Amr if he missed another lab.", set()),
        ("Amr", "The landlord threatens to evict you.", set()),
        ("Sven", "The manager threatens to fire Sven on the spot.", set()),
    ]) == []


def test_a_threat_to_the_body_stays(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Sven", "A drunk man threatens Sven.", {"danger"}),
        ("Sven", "A drunk passenger waves a broken bottle at Sven and threatens to cut him.",
         {"danger"}),
    ]) == []
