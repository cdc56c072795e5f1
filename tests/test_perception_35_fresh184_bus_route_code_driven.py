"""A bus route driven by its code is the driver's job, in a sentence of buses.

Session 35, round fresh184 (a city bus depot and its night routes): "You pull the N14 out
through the depot gates" and "Imelda has driven the N11 loop four times" had been nothing. A
route code (letters and digits in one token, "N14", "12A") as the object of a drive verb is a
post, as "the number 38" was, when the sentence names a bus, a depot, a stop, a route or a shift
(``_BUS_CONTEXT``), or when "loop", "route", "service" or "line" follows it ("drives the 73
route"). A road's number ("the A40", "the M25"), a car model's code with no bus around ("drives
the X5 to the coast") and a mask's ("the N95") are no route. A "lower deck" is no workplace any
more: a bus's or a ferry's passengers sit there too.
"""

from helpers import actual_kinds, failing_cases


def test_a_route_code_driven_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Imelda") == {"work"}, text

    assert failing_cases(one_case, [
        "Imelda has driven the N11 loop four times.",
        "Imelda pulls the N14 out through the depot gates.",
        "Imelda eases the X5 out of the depot.",
        "Imelda drives the 73 route all night.",
        "Imelda is driving the N40 out to the airport on the night shift.",
    ]) == []


def test_a_road_a_car_or_a_mask_is_no_route(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Imelda"), text

    assert failing_cases(one_case, [
        "Imelda drives the A40 to Oxford.",
        "Imelda drives the M25 home.",
        "Imelda drives the X5 to the coast.",
        "Imelda pulls the N95 up over her nose on the bus.",
        "Imelda takes a seat near the heater on the lower deck.",
    ]) == []


def test_a_lower_deck_swept_stays_work(lex) -> None:
    assert actual_kinds(lex, "Imelda scrubs the lower deck of the trawler.", "Imelda") == {
        "work"}
