"""Round fresh146 (a football academy in São Paulo, written blind): a coach named with a
modifier, news written in a letter, words said tensely, a thing on the point of happening.

* A person word after a determiner and one singular modifier is a noun, not its verb ("the
  assistant coach", "the head coach"): no teaching cue, so the row or the meal is now (it was
  read as a lesson told of, mode reported). A subject and its verb stay a verb ("the kids
  coach", "the observer coaches").
* "writes that" tells news as "says that" does ("In her letter home Ana writes that she ate
  feijoada every Saturday"): reported, nothing now; "writes that down" is no report.
* Words said tensely, tersely or bitterly are a row ("exchanges a tense word or two with the
  referee").
* "on the point of" / "on the verge of" reach a purpose after the posture ("on the point of
  lying down for a nap"): the nap is still ahead.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Rodrigo"


def test_a_coach_named_with_a_modifier_is_a_person_not_a_lesson(lex) -> None:
    def one_case(coach, deed, kind):
        text = f"Rodrigo and the {coach} coach {deed}."
        assert actual_kinds(lex, text, OBSERVER) == {kind}

    cases = list(itertools.product(
        ["assistant", "head", "new", "football", "goalkeeping", "fitness"],
        [("have a blazing row about the substitutions", "conflict"),
         ("eat lunch in the canteen", "eat"), ("have a furious row", "conflict")]))
    cases = [(c, d, k) for c, (d, k) in cases]
    assert failing_cases(one_case, cases) == []


def test_a_coach_named_with_a_modifier_as_subject(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds

    cases = [
        ("The head coach shouts at Rodrigo.", {"conflict"}),
        ("In the dressing room at half-time Rodrigo and the assistant coach have a blazing row "
         "about the substitutions.", {"conflict"}),
        ("The youth coach and Rodrigo share a pizza in the canteen.", {"eat", "socialize"}),
        # controls: a lesson given is still told of
        ("Rodrigo's mum and dad coach the under-9s.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_news_written_that_is_told_not_done(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Vitória") == set()

    cases = [
        "In her letter home Vitória writes that she ate feijoada every Saturday this term.",
        "Vitória writes that she slept badly on the ferry.",
        "In his diary Vitória wrote that he had a fight with his brother.",
        "Vitória writes home that she is eating well.",
        "In an email to her mum Vitória writes that she drank too much at the party.",
    ]
    assert failing_cases(one_case, cases) == []


def test_controls_writing_that_is_no_report(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Vitória") == kinds

    cases = [
        ("Vitória writes that down and eats her lunch.", {"eat"}),
        ("Vitória writes that she is exhausted, then goes to sleep.", {"sleep"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_words_said_tensely_are_a_row(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"conflict"}

    cases = [
        "Rodrigo exchanges a tense word or two with the referee at the final whistle.",
        "Rodrigo has a few terse words with the bus driver about the fare.",
        "Rodrigo and his landlord exchange bitter words on the stairs.",
        "Rodrigo and the foreman exchange tense words over the broken loom.",
        "Rodrigo has a terse word with the waiter about the bill.",
    ]
    assert failing_cases(one_case, cases) == []


def test_on_the_point_of_reaches_the_purpose_after_a_posture(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Vitória") == kinds

    cases = [
        ("Vitória is on the point of lying down for a nap when the fire drill bell rings.",
         set()),
        ("Vitória is on the verge of lying down for a nap when the doorbell goes.", set()),
        ("Vitória is on the verge of curling up for a nap when the phone goes.",
         set()),
        ("Vitória is on the point of sitting down to a big lunch when her boss calls.",
         {"socialize"}),
        # control: a later clause of its own is now
        ("Vitória was on the verge of collapse when she finally ate something.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []
