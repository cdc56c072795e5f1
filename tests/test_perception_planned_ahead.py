"""Ways to say that something is still ahead leave it planned, not done:

- a bare verb after "and then" / ", then" goes on with a future auxiliary or a third-person
  intention before it ("wants to buy a souvenir and then have a swim"); a finite verb, a
  subject or a past verb after "then" is a new predicate of its own;
- an answer to an invitation, an invitation or a ticket ("RSVPs yes to", "is invited to",
  "bought tickets for") and what is arranged, set, ready or counted down to (the
  ``cues.planned`` terms), with a short reach that ends at "and" + a new predicate;
- a reminder, an alarm clock emoji or an arrival time ("Reminder: ...", "⏰ 07:00 ...",
  "..., ETA 20 min");
- "next week" opening a sentence reaches the clause's object ("Next week you start your new job").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ana", "Tomasz", "Mei"]
ACTS = {  # kind -> (bare verb phrase, noun phrase)
    "eat": ("eat lunch", "lunch"),
    "exercise": ("go for a run", "a run in the park"),
    "sleep": ("have a nap", "a nap"),
    "socialize": ("meet friends at the pub", "dinner with Ola"),
    "drink": ("have a beer", "a beer"),
}


FUTURE_OPENERS = ["wants to buy a souvenir", "is going to tidy up", "plans to finish the report",
                  "will call her mother", "hopes to finish early"]


def test_a_bare_verb_after_then_goes_on_with_the_plan(lex) -> None:
    def one_case(name, opener, link, kind):
        sep = " " if link.startswith("and") else ""
        text = f"{name} {opener}{sep}{link} {ACTS[kind][0]}."
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(
        NAMES, FUTURE_OPENERS, ["and then", ", then"], ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana tried to sleep, then got up and ate a sandwich.", "eat"),
    ("Ana wants to buy bread and then she eats lunch.", "eat"),
    ("You try to rest, then eat a sandwich.", "eat"),
    ("Ana finished the report and then went for a run.", "exercise"),
    ("Ana wants to nap but then drinks a coffee instead.", "drink"),
])
def test_a_new_predicate_after_then_is_done(lex, text, kind):
    observer = "Ana" if "Ana" in text else "Nobody"
    assert kind in actual_kinds(lex, text, observer), text


INVITES = ["{n} RSVPs yes to {p}.", "{n} is invited to {p}.", "{n} gets an invitation to {p}.",
           "{n} bought tickets for {p} next Friday.", "{n} is counting down to {p}.",
           "Reminder: {p} at 8.", "{n}'s phone: Reminder: {p} at 8.", "⏰ 07:00 {p} ({n})",
           "{n}: {p}, ETA 20 min."]


def test_invitations_reminders_and_arrival_times_are_ahead(lex) -> None:
    def one_case(name, template, kind):
        noun = ACTS[kind][1]
        text = template.format(n=name, p=noun)
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(
        NAMES, INVITES, ["eat", "exercise", "sleep", "socialize"]))
    assert failing_cases(one_case, cases) == []


ARRANGED = ["{n} arranges to {i} on Sunday.", "{n} is set to {i} on Saturday.",
            "{n} is ready to {i}.", "{n} wants to buy bread and then {i}."]


def test_what_is_arranged_or_ready_is_ahead(lex) -> None:
    def one_case(name, template, kind):
        text = template.format(n=name, i=ACTS[kind][0])
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(NAMES, ARRANGED, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Next week you start your new job at the bike shop.", "work"),
    ("Next week Ana starts her new job at the bakery.", "work"),
    ("Next week Ana goes on a long run with the club.", "exercise"),
])
def test_next_week_opening_the_sentence(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text,kind", [
    ("You decline Meera's invitation to lunch and eat a sandwich alone.", "eat"),
    ("Ana turns down the invitation to dinner and goes for a run instead.", "exercise"),
    ("Ana buys a ticket for the match and drinks a beer at the bar.", "drink"),
    ("The soup is ready to eat, so Ana eats it.", "eat"),
    ("Ana dismisses the reminder and eats her lunch.", "eat"),
    ("Ana arrives at the party and chats with Ola.", "socialize"),
    ("Last week Ana started her new job at the bakery.", "work"),
])
def test_what_is_done_beside_an_invitation_or_a_reminder_stays(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana" if "Ana" in text else "Uma"), text


NEXT_DAYS = ["next Tuesday", "next Friday", "next Sunday"]
PROGRESSIVE = {"exercise": "is playing squash with Dev", "eat": "is having lunch with Ola",
               "work": "is working the night shift", "socialize": "is meeting friends at the pub"}


def test_a_day_ahead_after_the_event(lex) -> None:
    def one_case(name, day, kind):
        text = f"{name} {PROGRESSIVE[kind]} {day}."
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(NAMES, NEXT_DAYS, PROGRESSIVE))
    assert failing_cases(one_case, cases) == []


def test_later_ending_the_sentence(lex) -> None:
    def one_case(name, kind):
        text = f"{name} {PROGRESSIVE[kind]} later."
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(NAMES, PROGRESSIVE))
    assert failing_cases(one_case, cases) == []


AHEAD = ["{n} pencils in {p} for Thursday.",
         "{n} is getting dressed for {p}.", "{n} is in the mood for {p}.", "{n} is tempted by {p}."]


def test_agreed_pencilled_in_dressed_for_or_tempted_by(lex) -> None:
    def one_case(name, template, kind):
        text = template.format(n=name, i=ACTS[kind][0], p=ACTS[kind][1])
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(
        NAMES, AHEAD, ["eat", "exercise", "sleep", "drink"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana worked the night shift last Sunday.", "work"),
    ("Two hours later Ana is asleep on the sofa.", "sleep"),
    ("Ana fell asleep an hour later.", "sleep"),
    ("Ana agrees to help and eats lunch with Ola.", "eat"),
    ("Ana and Ola agree to split the bill over dinner.", "eat"),
    ("Ana gets dressed for work and drinks a coffee.", "drink"),
    ("You and your dad go for a long bike ride along the river on Saturday morning.",
     "exercise"),
])
def test_what_is_told_done_stays(lex, text, kind):
    observer = "Ana" if "Ana" in text else "Rahel"
    assert kind in actual_kinds(lex, text, observer), text


READYING = {"exercise": ["{n} is changing into her swimsuit for a swim.",
                         "{n} is lacing up her boots for the hike.",
                         "{n} is packing a lunch for the hike."],
            "socialize": ["{n} is setting the table for dinner with Ola.",
                          "{n} is late for dinner with Ola."],
            "work": ["{n} is late for the crew briefing and hurries down the corridor."]}


def test_getting_ready_for_a_thing_leaves_it_ahead(lex) -> None:
    def one_case(name, kind, template):
        text = template.format(n=name)
        assert kind not in actual_kinds(lex, text, name), text

    cases = [
        (n, k, t) for n in NAMES for k, ts in READYING.items() for t in ts]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana changes into dry clothes and has a nap on the sofa.", "sleep"),
    ("Ana laces up her trainers and runs ten kilometres along the canal.", "exercise"),
    ("Ana was late for work, so she ate her breakfast on the bus.", "eat"),
    ("Ana meets Ola for lunch and they talk for an hour.", "socialize"),
    ("Ana, late for dinner, wolfs down a sandwich on the bus.", "eat"),
    ("Ana is shopping for groceries with her mum.", "socialize"),
    ("The stew is ready to eat and Ana tucks in.", "eat"),
    ("Ana is set to work late and drinks a coffee at her desk.", "drink"),
])
def test_what_is_done_after_getting_ready_stays(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


def test_a_plan_made_in_the_past_for_tomorrow_is_still_ahead(lex) -> None:
    def one_case(name, verb, kind):
        text = f"{name} {verb} {ACTS[kind][0]} tomorrow."
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(
        NAMES, ["agreed to", "promised to", "decided to"], ["eat", "exercise", "socialize"]))
    assert failing_cases(one_case, cases) == []
