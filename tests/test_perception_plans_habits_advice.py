"""Plans, habits, advice and waits that are no event this tick, with controls that stay events.

- A frequency adverb right before the verb tells a habit ("Ines usually eats at noon with the
  riggers", "always naps after lunch", "tends to sleep badly"), and so does a recurring time
  fronted before the clause ("Every morning Oskar runs along the pier", "On Sundays ...").
  Controls: "As always, you eat your stew by the fire" eats now; a habit clause leaves the
  next clause alone ("usually eats at noon, but today she is eating a sandwich at nine").
- A thing booked or scheduled for a time is ahead ("Dinner with the crew is scheduled for 8
  pm"); "Next up:" names what comes next.
- Wanting, needing or expecting someone to do a thing is no doing of it ("Tomas wants Ines
  to eat more"), nor is advice in the subjunctive ("recommends that Ines drink more water").
- The hours counted until a thing, or what someone can do only "until she can", is ahead.
- A plan step whose state follows its words ("Task 3/4 [exercise]: laps of the deck -
  queued", "Status: pending.") is still ahead.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

PEOPLE = ["Ines", "Oskar", "Mirela"]


ADVERBS = ["usually", "normally", "typically", "generally", "always", "often", "rarely",
           "seldom", "tends to"]
HABIT_ACTS = [("{a} eats at noon with the riggers", "eat"),
              ("{a} naps after lunch in the caravan", "sleep"),
              ("{a} drinks tea at four on the station", "drink"),
              ("{a} swims along the pier before the ferry leaves", "exercise"),
              ("{a} works late in the cellar during harvest", "work")]


def _third(adverb: str, act: str) -> str:
    if adverb == "tends to":  # "tends to" takes the bare verb
        first, _, rest = act.partition(" ")
        first = {"eats": "eat", "naps": "nap", "drinks": "drink", "swims": "swim",
                 "works": "work"}[first]
        act = f"{first} {rest}"
    return act


def test_a_frequency_adverb_tells_a_habit(lex):
    bad = []
    for name, adverb, (act, kind) in itertools.product(PEOPLE, ADVERBS, HABIT_ACTS):
        text = f"{name} {adverb} {_third(adverb, act.format(a='').strip())}."
        if actual_kinds(lex, text, name) & {kind, "socialize"}:
            bad.append(text)
    assert bad == []


FRONTED = ["Every morning", "Every evening", "Most nights", "On Sundays", "Every day"]
FRONTED_ACTS = [("{n} runs along the pier", "exercise"), ("{n} naps in the hammock", "sleep"),
                ("{n} drinks a beer with the guards", "drink"),
                ("{n} eats porridge in the galley", "eat")]


def test_a_fronted_recurring_time_tells_a_habit(lex):
    bad = [t for t, n, k in ((f"{f} {a.format(n=n)}.", n, k) for f, n, (a, k)
                             in itertools.product(FRONTED, PEOPLE, FRONTED_ACTS))
           if k in actual_kinds(lex, t, n)]
    assert bad == []


def test_habit_controls_stay_events(lex) -> None:
    def one_case(text, kind):
        name = next(p for p in PEOPLE if p in text)
        assert kind in actual_kinds(lex, text, name), text

    cases = [
        ("As always, Ines eats her stew by the fire.", "eat"),
        ("Ines usually eats at noon, but today she is eating a sandwich at nine.", "eat"),
        ("Oskar often works late; right now he is asleep in the hold.", "sleep"),
        ("Mirela drinks her tea from the saucer, as her father always did.", "drink"),
        ("Oskar has slept in the van every night this week, last night included.", "sleep"),
        ("Ines swims in the cove every morning.", "exercise"),
        ("Every time the ship pitches, Oskar is sick.", "illness"),
    ]
    assert failing_cases(one_case, cases) == []


SCHEDULED = ["is scheduled for", "is booked for", "is planned for", "is set for"]
THINGS = [("Dinner with the crew", "{v} 8 pm"), ("Lunch with the stunt team", "{v} noon"),
          ("A barbecue with the neighbours", "{v} Saturday")]


def test_a_thing_booked_for_a_time_is_ahead(lex):
    bad = []
    for name, v, (thing, when) in itertools.product(PEOPLE, SCHEDULED, THINGS):
        text = f"{thing} {when.format(v=v)}."
        if actual_kinds(lex, text, name) & {"eat", "socialize"}:
            bad.append(text)
    assert bad == []


@pytest.mark.parametrize("text", ["Next up: lunch with the stunt team.",
                                  "Next up: a beer with the riggers.",
                                  "Next up: dinner with the monks."])
def test_next_up_is_ahead(lex, text):
    assert actual_kinds(lex, text, "Ines") == set()


WANTERS = ["Tomas wants", "The captain needs", "The warden expects", "The coach requires",
           "Tomas wanted"]
WANTED = [("to eat more", "eat"), ("to sleep in shifts", "sleep"), ("to drink more water", "drink"),
          ("to rest for a week", "rest")]


def test_wanting_someone_to_do_a_thing_is_not_doing_it(lex):
    bad = [t for t, n, k in ((f"{w} {n} {a}.", n, k) for w, n, (a, k)
                             in itertools.product(WANTERS, PEOPLE, WANTED))
           if k in actual_kinds(lex, t, n)]
    assert bad == []


@pytest.mark.parametrize("verb", ["recommends that", "recommends", "suggests that",
                                  "advises that", "proposes that", "asks that"])
@pytest.mark.parametrize("act,kind", [("drink more water", "drink"), ("rest for a week", "rest"),
                                      ("eat something", "eat")])
def test_subjunctive_advice_is_not_done(lex, verb, act, kind):
    text = f"The medic {verb} Ines {act}."
    assert kind not in actual_kinds(lex, text, "Ines"), text


@pytest.mark.parametrize("text,kind", [
    ("Ines wants to eat and eats a pie.", "eat"),
    ("Oskar drinks the water the medic recommends.", "drink"),
    ("Mirela needs a break, so she sits down and rests.", "rest"),
])
def test_wanting_controls_stay_events(lex, text, kind):
    name = next(p for p in PEOPLE if p in text)
    assert kind in actual_kinds(lex, text, name), text


COUNTS = ["counting down the hours until she can", "counting the hours until she can",
          "counting the minutes until she can"]


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize("act,kind", [("sleep", "sleep"), ("eat", "eat"), ("drink", "drink")])
def test_the_hours_counted_until_a_thing_leave_it_ahead(lex, count, act, kind):
    text = f"Mirela is kneading dough for the morning loaves, {count} {act}."
    got = actual_kinds(lex, text, "Mirela")
    assert kind not in got and "work" in got, text


@pytest.mark.parametrize("name,pro", [("Ines", "she"), ("Oskar", "he")])
@pytest.mark.parametrize("act,kind", [("sleep", "sleep"), ("eat", "eat")])
def test_until_one_can_is_ahead(lex, name, pro, act, kind):
    text = f"{name} keeps hauling the nets until {pro} can {act}."
    assert kind not in actual_kinds(lex, text, name), text


STEPS = ["Task 3/4 [exercise]: laps of the deck — {s}, the deck is being hosed down.",
         "Step 'Evening swim' (exercise): twenty laps of the pool. Status: {s}.",
         "Task 2/5 [exercise]: a run along the cliffs - {s}."]


def test_a_step_state_after_its_words_leaves_it_ahead(lex) -> None:
    def one_case(step, state):
        text = step.format(s=state)
        assert "exercise" not in actual_kinds(lex, text, "Oskar"), text

    cases = list(itertools.product(STEPS, ["queued", "pending", "postponed", "cancelled"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Task 3/4 [exercise]: ran laps of the deck. Done - not bad.",
    "Task 2 [exercise]: swam twenty laps — next: the showers.",
])
def test_a_step_done_stays_done(lex, text):
    assert "exercise" in actual_kinds(lex, text, "Oskar"), text


COMMANDS = [("drink some water", "drink"), ("get some sleep", "sleep"), ("eat something", "eat"),
            ("go to sleep", "sleep"), ("lie down for a bit", "rest"),
            ("have a cup of tea", "drink")]
VOCATIVES = ["{c}, {n}.", "{c}, {n}!", "{n}, {c}.", "Tomas: {n}, {c}!",
             "{c}, {n}, the old cook says."]


def test_a_command_to_the_observer_by_name_is_not_done(lex):
    bad = []
    for n, (c, k), form in itertools.product(PEOPLE, COMMANDS, VOCATIVES):
        text = form.format(c=c if form.startswith("{c}") else c, n=n)
        text = text[0].upper() + text[1:]
        if k in actual_kinds(lex, text, n):
            bad.append(text)
    assert bad == []


def test_a_name_with_no_command_stays_an_event(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Ines"), text

    cases = [
        ("Eat, Ines. Ines eats.", "eat"),
        ("Ines, hungry, eats a pie.", "eat"),
        ("Ines, drinks in hand, sits down and drinks.", "drink"),
        ("Ines, 34, sleeps in the bunk.", "sleep"),
        ("Ines, on the late shift, wipes down the tables.", "work"),
        ("Ines, not yet recovered, stays in bed with the flu.", "illness"),
        ("Drink up, Tomas tells Ines, and she drinks.", "drink"),
    ]
    assert failing_cases(one_case, cases) == []


AT_TIME = [("Ines's sparring session with the champion is at {t}.", "exercise"),
           ("Lunch with the stunt team is at {t}.", "socialize"),
           ("Dinner with the captain is at {t}.", "socialize"),
           ("Ines's shift at the mine is at {t}.", "work"),
           ("Ines's yoga class is at {t}.", "exercise")]


@pytest.mark.parametrize("form,kind", AT_TIME)
@pytest.mark.parametrize("t", ["four", "noon", "8", "sunset", "half past six"])
def test_a_thing_said_to_be_at_a_clock_time_is_ahead(lex, form, kind, t):
    text = form.format(t=t)
    assert kind not in actual_kinds(lex, text, "Ines"), text


def test_a_verb_before_a_time_set_for_another_thing_stays_an_event(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Ines"), text

    cases = [
        ("Ines eats lunch and the meeting is at two.", "eat"),
        ("Ines drinks a beer and the match is at nine.", "drink"),
        ("Ines swims and the race is set for noon.", "exercise"),
        ("Ines eats her lunch before the meeting, which is at two.", "eat"),
        ("The feast is at sunset, so Ines naps.", "sleep"),
    ]
    assert failing_cases(one_case, cases) == []


def test_an_errand_or_a_readiness_leaves_the_thing_ahead(lex) -> None:
    def one_case(text, kind):
        name = next(p for p in PEOPLE if p in text)
        assert kind not in actual_kinds(lex, text, name), text

    cases = [
        ("Mirela is lacing her boots to go and pick grapes once the fog lifts.", "work"),
        ("Mirela wants to go and sleep.", "sleep"),
        ("Mirela gets up to come and eat with the crew.", "eat"),
        ("Oskar gets his gear ready for the shift at the mine.", "work"),
        ("Oskar is ready for a drink after the shift.", "drink"),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_need_a_trip_or_a_forecast_leaves_the_thing_ahead(lex) -> None:
    def one_case(text, kind):
        name = text.split()[0].rstrip(":")
        assert kind not in actual_kinds(lex, text, name), text

    cases = [
        ("Sol is heading for a swim.", "exercise"),
        ("Sol: need sleep", "sleep"),
        ("Sol desperately needs some sleep.", "sleep"),
        ("Oskar needs food and water after the march.", "eat"),
        ("Bo fills sandbags for the storm forecast tonight.", "danger"),
        ("Bo fills sandbags; a storm is due tonight.", "danger"),
        ("Bo lashes down the boats before the gale expected tomorrow.", "danger"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Sol needs sleep but keeps working.", "work"),
    ("Bo fills sandbags as the storm hits the lighthouse.", "danger"),
    ("Sol heads for the bar and drinks a beer.", "drink"),
])
def test_need_and_forecast_controls_stay_events(lex, text, kind):
    assert kind in actual_kinds(lex, text, text.split()[0]), text


def test_a_thing_on_the_brink_or_eyed_is_ahead(lex) -> None:
    def one_case(text, kind):
        name = text.split()[0]
        assert kind not in actual_kinds(lex, text, name), text

    cases = [
        ("Ines is on the verge of falling asleep in the hammock.", "sleep"),
        ("Ines is on the point of eating the last biscuit when the captain calls.", "eat"),
        ("Ines is bracing herself for a long night on watch.", "work"),
        ("Ines is saving up for a night out with the crew.", "socialize"),
        ("Ines has her eye on the last slice of cake.", "eat"),
        ("Oskar has his eye on the last bottle of cider.", "drink"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ines keeps her eye on the stew and eats a roll.", "eat"),
    ("The plane loses power and Ines braces for impact.", "danger"),
    ("Ines is saving up for a car and works a double shift.", "work"),
])
def test_brink_and_eye_controls_stay_events(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ines"), text
