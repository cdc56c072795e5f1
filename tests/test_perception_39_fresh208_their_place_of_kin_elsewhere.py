"""A "their" place after the observer's own kin who shares no home is the kin's.

Session 39, round fresh208: "Lan's sister messages from Da Nang that a storm is flooding their
street right now" was a danger to Lan: any "their" after the observer took the observer in. The
first person named after the observer, one of the observer's own people ("Lan's sister", "my
brother") and not of ``vocabulary.housemates``, owns it; a flatmate's stays both of theirs.
"""

from helpers import actual_kinds, failing_cases


def test_kin_elsewhere_own_it(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Lan", "Lan's sister messages from Da Nang that a storm is flooding their street "
                "right now."),
        ("Lan", "My brother says a fire is spreading through their building."),
        ("Lan", "My cousin in Busan says a typhoon is hitting their town."),
    ]) == []


def test_housemates_and_the_observer_share_it(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("Lan", "Lan's flatmate texts that a storm is flooding their street."),
        ("Lan", "A text from Lan's flatmate: a fire is spreading through their building."),
        ("Lan", "Lan and her sister hear a storm is flooding their street."),
        ("Lan", "A storm is flooding their street."),
    ]) == []
