"""Cues that reached too far or not far enough (session 33, round scope).

* A return denied ("didn't come back", "never came back", "hasn't returned") denies the thing
  named right before it that would have come back ("the fever didn't return"), not an act its
  subject did before leaving ("Kenji ate lunch and didn't come back to the office": eaten).
* The margin of a miss measures the miss: "missing the cab by a metre" is a near miss, a
  danger, not a thing missed ("miss the" denies only what is missed: "missed the meeting").
* An ailment given as the cause of what is denied is real: "can't face a bite for the
  seasickness" denies the meal, not the seasickness.
* "Tonight's" before a hazard that acts in the present names the hazard's time, now: "Tonight's
  gale sends a slate through the skylight" is a danger; "Tonight's storm will flood the road"
  stays ahead.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_return_denied_denies_what_would_come_back_not_what_was_done_before(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Kenji", "Kenji ate lunch and didn't come back to the office.", {"eat"}),
        ("Kenji", "Kenji ate lunch and never came back.", {"eat"}),
        ("Kenji", "Kenji had a sandwich and did not come back to his desk.", {"eat"}),
        ("Kenji", "Kenji slept and didn't come back till noon.", {"sleep"}),
        ("Kenji", "Kenji argued with Tom and didn't return his call.", {"conflict"}),
        ("Kenji", "Kenji's fever didn't return.", set()),
        ("Kenji", "Kenji's fever didn't come back.", set()),
        ("Kenji", "Kenji's nausea hasn't returned.", set()),
        ("Kenji", "Kenji's fever has not returned.", set()),
        ("Kenji", "Kenji's headache never came back.", set()),
        ("Kenji", "Kenji's cough never returned.", set()),
        ("Kenji", "Kenji's cough is back.", {"illness"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_the_margin_of_a_miss_is_a_near_miss_not_a_thing_missed(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Ana", "The beam swings round, missing the cab by a metre.", {"danger"}),
        ("Ana", "The beam swung round, missing the cab by a metre.", {"danger"}),
        ("Ana", "A beam swung, missing the cab by a metre.", {"danger"}),
        ("Ana", "It missed the cab by a metre.", {"danger"}),
        ("Ana", "The falling rock misses the hut by a whisker.", {"danger"}),
        ("Ana", "A branch comes down, missing the kitchen window by a metre.", {"danger"}),
        ("Ana", "The rockfall missed Ana by a metre.", {"danger"}),
        ("Ana", "Ana missed the bus.", set()),
        ("Ana", "Ana missed the meeting.", set()),
        ("Ana", "Ana missed the staff lunch.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_an_ailment_given_as_the_cause_of_a_denial_is_real(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Ana", "Ana can't face a bite for the seasickness.", {"illness"}),
        ("Ana", "Ana can't eat for the nausea.", {"illness"}),
        ("Ana", "Ana can't eat for nausea.", {"illness"}),
        ("Ana", "Ana hasn't slept a wink for the toothache.", {"illness"}),
        ("Ana", "Ana couldn't sleep for her migraine.", {"illness"}),
        ("Ana", "Ana doesn't have the flu.", set()),
        ("Ana", "Ana has no fever.", set()),
        ("Ana", "Ana isn't seasick.", set()),
        ("Ana", "Ana can't face a bite.", set()),
        ("Ana", "Nobody waits for cramps.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_tonights_hazard_acting_in_the_present_is_now(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Ana", "Tonight's gale sends a slate through the skylight.", {"danger"}),
        ("Ana", "Tonight's fierce storm rips the roof off the shed.", {"danger"}),
        ("Ana", "Tonight's flood reaches the cellar.", {"danger"}),
        ("Ana", "Tonight's storm will flood the road.", set()),
        ("Ana", "Tonight's storm is expected to be severe.", set()),
        ("Ana", "Tonight's gale is forecast to reach force nine.", set()),
        ("Ana", "Tomorrow's storm rips the roof off.", set()),
        ("Ana", "A storm is due tonight.", set()),
        ("Ana", "Tonight's dinner is at eight.", set()),
        ("Ana", "Tonight's storm has passed.", set()),
    ]
    assert failing_cases(one_case, cases) == []
