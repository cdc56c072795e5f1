"""A vehicle's near miss told by what it nearly did, and a thing worn grazed, are danger.

Session 39, round fresh208: "some guy ran a red and nearly took me out" and "the scooter that
came down the alley the wrong way only grazed your apron" were no danger (the second a graze).
Danger's terms (core/danger.yaml) now read "nearly/almost take <pronoun> out", "almost plough
into", ... (not "clip": "nearly clips his toenails") and "graze {owner} apron/sleeve/...".
"""

from helpers import actual_kinds, failing_cases


def test_near_misses(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("Hae-won", "some guy ran a red and nearly took me out on Jungang-daero"),
        (None, "a taxi nearly took me out at the lights"),
        (None, "a van almost took you out"),
        ("Da-som", "You're not hurt, just shaken: the scooter that came down the alley the "
                   "wrong way only grazed your apron."),
        (None, "The car grazed my sleeve."),
    ]) == []


def test_a_grazed_part_stays_a_hurt(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"injury"}, text

    assert failing_cases(one_case, [
        (None, "I grazed my knee."),
        (None, "grazed my elbow on the wall"),
    ]) == []
