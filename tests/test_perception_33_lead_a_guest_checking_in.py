"""A guest who checks in at a desk or into a hotel arrives; the desk is not checked (session 33,
lead: "Ana checks in at the hotel reception" had been work through "check + reception"). A clerk
checking guests in, and a real check of a work object after the arrival, stay work."""

from helpers import actual_kinds, failing_cases


def test_a_guest_checking_in_does_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana checks in at the hotel reception.",
        "Ana checked in at reception and went up to her room.",
        "Ana checks in at the front desk of the ryokan.",
        "You check in at the hostel desk and drop your rucksack.",
        "Ana is checking in at the front desk with her suitcase.",
        "I checked into the guesthouse around nine.",
        "Ana checks into the motel off the highway.",
        "After the long drive Ana checks into the lodge and orders soup.",
        "Ana and Tom check in at reception, then head to the pool.",
        "Ana checked in at the clinic reception for her appointment.",
    ]) == []


def test_checking_guests_in_or_a_task_after_arrival_is_still_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana checks in the guests at reception.",
        "Ana checks in three guests @ hotel: reception",
        "Ana checks in at the depot and starts her delivery round.",
        "Ana checks in at reception and then checks the bookings for tomorrow @ hotel: front desk",
    ]) == []
