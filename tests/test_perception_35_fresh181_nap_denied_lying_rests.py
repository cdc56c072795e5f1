"""A daytime nap denied before a lying leaves the lying a rest; a night's sleep denied does not.

Session 35, round fresh181 (a Saharan desert camp): "I didn't nap at all during the midday
break; I just lay on the rug staring up at the tent roof" lost its rest: a sleep denied just
before a lying (joined by a semicolon) made the lying a failed attempt at sleep
(`_awake_lying`). A denied nap, snooze, siesta, catnap or power nap (`_DAYTIME_SLEEPS`) now
leaves the lying the break's rest; a night's sleep or a dozing off denied keeps it no rest.
"""

from helpers import actual_kinds, failing_cases


def test_lying_after_a_nap_denied_is_rest(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text) == {"rest"}, text

    assert failing_cases(one_case, [
        "I didn't nap at all during the midday break; I just lay on the rug staring up at the"
        " tent roof.",
        "I couldn't nap; I lay on the sofa listening to the radio.",
        "You didn't get your siesta; you lay on the bench in the shade.",
    ]) == []


def test_lying_after_a_nights_sleep_denied_stays_no_rest(lex) -> None:
    def one_case(text):
        assert "rest" not in actual_kinds(lex, text, "Ines"), text

    assert failing_cases(one_case, [
        "Ines didn't sleep on the ferry; she lay on the bench counting the lights.",
        "Ines couldn't sleep; she lay in bed till dawn.",
        "Ines couldn't doze off; she lay on the sofa listening to the rain.",
    ]) == []
