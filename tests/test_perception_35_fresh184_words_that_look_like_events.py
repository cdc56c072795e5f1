"""Flames that lick, drink-driving and rerouting are no meal, no drink and no talk.

Session 35, round fresh184 (a city bus depot and its night routes): "flames lick up the back
panel" had been a lick eaten, "a poster warning that drink-driving wrecks lives" a drink, and
"rerouting night buses" a typo of "recount" (a report). A flame's lick is no eating (eat's
``not_after``; not "fire", whose eating is kept as a thing's); drink-driving and drunk driving
are exceptions; "reroute" is a real word; a hazard buses or flights are sent around ("around
the burst water main") is kept away from.
A consumer's app (tracking, delivery, banking) checked is no software worked on. Licking a
spoon, a fire near the observer, a drink had and a bug fixed in an app stay what they were.
"""

from helpers import actual_kinds, failing_cases


def test_look_alikes_are_nothing_of_their_own(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Hamish") == kinds, text

    assert failing_cases(one_case, [
        ("Flames lick at the curtains beside Hamish.", {"danger"}),
        ("Smoke pours from the engine bay and flames lick up the back panel, a few feet from"
         " where Hamish is standing.", {"danger"}),
        ("Hamish reads a leaflet about drink-driving.", set()),
        ("Hamish was arrested for drink driving.", set()),
        ("Hamish spends four hours rerouting night buses around the burst water main at the"
         " control desk.", {"work"}),
    ]) == []


def test_a_lick_or_a_drink_had_stays(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Hamish") == kinds, text

    assert failing_cases(one_case, [
        ("Hamish licks the spoon clean.", {"eat"}),
        ("Hamish drinks a pint of bitter.", {"drink"}),
        ("A burst water main floods the street around Hamish.", {"danger"}),
    ]) == []


def test_a_consumer_app_checked_is_no_software_work(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Dmitri") == kinds, text

    assert failing_cases(one_case, [
        ("The pizza Dmitri ordered to the depot gate is late, and he keeps checking the"
         " tracking app.", set()),
        ("Dmitri fixes a bug in the tracking app at the office.", {"work"}),
    ]) == []
