"""An illness denied tells no hazard passed unharmed; an injury denied still does.

Session 34, round fresh164 (a sled-dog race): "Pilot Wynn doesn't feel sick anymore; the
headache faded once she landed" was a near miss: the denied "feel sick" made the hazard verb
"landed" a threat she came through unharmed. Only a hurt of danger's ``nearly_kinds`` (an
injury) denied does that now (``perception._near_misses``); "wasn't hurt when the ladder fell"
stays a near miss.
"""

from helpers import actual_kinds, failing_cases


def test_a_denied_illness_makes_no_near_miss(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana doesn't feel sick anymore; the headache faded once she landed.",
        "The ladder fell; Ana doesn't feel sick.",
        "Ana isn't the least bit seasick; she's eating a bacon roll on the deck.",
        "Ana no longer feels nauseous once the plane lands.",
    ]) == []


def test_a_denied_injury_still_makes_a_near_miss(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana wasn't hurt when the ladder fell.",
        "The shelf collapsed but Ana wasn't injured.",
        "The boat tipped over; Ana isn't hurt.",
    ]) == []
