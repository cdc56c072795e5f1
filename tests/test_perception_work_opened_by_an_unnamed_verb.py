"""The observer's own work told in narrative.

A sentence that the observer opens with a verb no term names is work when the verb's own
predicate holds a work frame (``status_activity.frames`` in core.yaml): people served, a work
occasion or product, working hours, a batch count, or a workplace that the verb runs. Each test
pins one frame with contrast cases that must not fire: leisure, chores, errands, favours,
intentions, and someone else working.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def actual_self(events) -> set[str]:  # the bundled ``lex`` fixture is in conftest.py
    return {e.kind for e in events if e.is_actual_self} - {"walk"}  # walk is not scored


def framed(events) -> list[str]:
    return [e.term for e in events if e.term.startswith("framed activity: ")]


@pytest.mark.parametrize(("text", "observer"), [
    ("Rosa shapes two hundred baguettes before the sun comes up.", "Rosa"),
    ("Dev takes forty calls about broken routers before lunch.", "Dev"),
    ("Sofia baked sixty rye loaves in the wood oven this morning.", "Sofia"),
])
def test_a_batch_count_makes_the_observers_verb_work(lex, text, observer):
    events = perceive(text, lex, observer=observer)
    assert actual_self(events) == {"work"} and framed(events)


@pytest.mark.parametrize(("text", "observer"), [
    ("You weigh and ice the catch for the buyers from Aberdeen.", "Ewan"),
    ("Morag serves tea and scones to the tourists in her café.", "Morag"),
    ("Yara trains the new arrivals on the emergency procedures.", "Yara"),
])
def test_people_served_make_the_observers_verb_work(lex, text, observer):
    assert actual_self(perceive(text, lex, observer=observer)) == {"work"}


@pytest.mark.parametrize(("text", "observer"), [
    ("You ring back the customers who were cut off.", "Kim"),
    ("You talk an angry customer through resetting his password.", "Dev"),
])
def test_speech_with_a_served_person_is_service_not_company(lex, text, observer):
    assert actual_self(perceive(text, lex, observer=observer)) == {"work"}


@pytest.mark.parametrize(("text", "observer"), [
    ("Otto hung the lights for the opening night.", "Otto"),
    ("I focused the lights for the matinee from a ladder.", "Nell"),
    ("Ewan creates a new rota for the crew.", "Ewan"),
])
def test_a_work_occasion_makes_the_observers_verb_work(lex, text, observer):
    assert actual_self(perceive(text, lex, observer=observer)) == {"work"}


@pytest.mark.parametrize(("text", "observer"), [
    ("Marco grooms the blue run from midnight until four.", "Marco"),
    ("Marco has been serving fondue to a party of twelve since seven.", "Marco"),
])
def test_working_hours_make_the_observers_verb_work(lex, text, observer):
    assert actual_self(perceive(text, lex, observer=observer)) == {"work"}


def test_running_a_workplace_is_work(lex):
    assert actual_self(perceive("I ran the vaccination clinic this morning.", lex,
                                observer="Amina")) == {"work"}
    # contrast: a workplace word as another verb's object is a household thing
    assert actual_self(perceive("Cyrus wipes down the counter.", lex, observer="Cyrus")) == set()
    assert actual_self(perceive("Amina sweeps the floor.", lex, observer="Amina")) == set()


def test_a_pronoun_opening_a_later_clause_is_the_observer_only_when_nobody_else_could_be(lex):
    text = "Rosa's customers grumble about the queue while she slices rye for the next order."
    assert actual_self(perceive(text, lex, observer="Rosa")) == {"work"}
    for text in ("Mia grumbles while she slices rye for the next order.",
                 "Rosa and Mia chat while she slices rye for the next order."):
        assert "work" not in actual_self(perceive(text, lex, observer="Rosa")), text


def test_a_frame_makes_a_leisure_verb_a_task_in_a_status_line(lex):
    text = "Nell is ironing costumes for tonight's show @ Lyric Theatre: wardrobe"
    assert actual_self(perceive(text, lex, observer="Nell")) == {"work"}
    # contrast: ironing without a frame stays a chore
    assert actual_self(perceive("Nell is ironing a shirt @ Lyric Theatre: wardrobe", lex,
                                observer="Nell")) == set()


def test_a_hyphenated_prefix_does_not_hide_a_status_verb(lex):
    text = "Rosa is re-tiling the back wall of the bakehouse @ Boulangerie Rosa: bakehouse"
    assert actual_self(perceive(text, lex, observer="Rosa")) == {"work"}


def test_leisure_chores_and_errands_stay_not_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_self(perceive(text, lex, observer="Rosa")), text

    cases = [
        # favours, chores and own homes
        "Rosa bakes forty cupcakes for her nephew's party.",
        "You stack logs in the yard all afternoon.",
        "Rosa scrubs her own kitchen floor before dawn.",
        "Rosa wipes down the kitchen counter.",
        # leisure and company
        "You play cards with the crew.",
        "You chat with the customers.",
        "You join the queue at the bakery.",
        "Rosa does nothing all day.",
        "You loved the show.",
        # errands, units and travel
        "You drive forty miles to see your mother.",
        "You pay fifty euros for the tickets.",
        "You set off before dawn.",
        "I've been running to the toilet since midnight.",
        # compounds: the frame word is the first half of something else
        "I skipped the team run this morning.",
        "Rosa turned down the invitation to the harvest dance.",
        "Rosa scrubs the cast-iron skillet and hangs it up.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "You promise to bake two hundred loaves for the market.",
    "Rosa will serve the customers tomorrow.",
    "You set an alarm so you'll wake in time for the six o'clock shift.",
    "Rosa didn't serve any customers today.",
])
def test_intentions_futures_and_negations_are_not_framed_work(lex, text):
    events = perceive(text, lex, observer="Rosa")
    assert "work" not in actual_self(events) and not framed(events), text


@pytest.mark.parametrize("text", [
    "Rosa's brother shapes two hundred baguettes before the sun comes up.",
    "Rosa watches the baker shape two hundred baguettes before dawn.",
    "Rosa's brother rings back the customers who were cut off.",
    "The pickers haul forty crates for the buyers while Rosa sits in the shade.",
])
def test_someone_else_working_is_never_the_observers_work(lex, text):
    events = perceive(text, lex, observer="Rosa")
    assert "work" not in actual_self(events) and not framed(events), text


def test_a_frame_after_and_belongs_to_the_second_verb_of_the_same_subject(lex):
    text = "You climb the steps to the lamp room and wind the clockwork for the night watch."
    assert actual_self(perceive(text, lex, observer="Elspeth")) == {"work"}
    assert actual_self(perceive("You sit down and take forty calls before lunch.", lex,
                                observer="Dev")) == {"work"}
    # contrast: a leisure second verb, or the first verb's home, keeps it off
    for text in ("You sit down and chat with the customers.",
                 "You walk to the market and buy forty apples.",
                 "You go back to your flat and bake forty cookies."):
        assert "work" not in actual_self(perceive(text, lex, observer="Dev")), text


def test_tomorrow_is_a_plan_but_tomorrows_product_is_todays_work(lex):
    text = "Clara interviews a bootlegger in a speakeasy for tomorrow's front page."
    assert actual_self(perceive(text, lex, observer="Clara")) == {"work"}
    text = "Clara interviews the mayor tomorrow for the front page."
    assert actual_self(perceive(text, lex, observer="Clara")) == set()


@pytest.mark.parametrize("text", [
    "You plated forty desserts?",
    "You no longer plate desserts for the diners.",
    "You quit slicing bread for the customers.",
])
def test_questions_and_stopped_habits_are_not_framed_work(lex, text):
    assert not framed(perceive(text, lex, observer="Ana")), text
