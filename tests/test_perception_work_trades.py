"""A trade's task verb and its object are work in any setting, for any subject and tense
(core.yaml ``work``: ``terms``, ``verb_alone_at`` workplaces; ``status_activity.frames``:
``trade``, ``trade_verbs``, ``occasions``, ``task_phrases``; perception._fronted_role).

* Trades by domain: sea and cannery, building site, pottery and forge, mine, lab, hospital, space
  crew and control room, media, bakery, police, farm ("Ana guts the catch on the cannery
  line", "You pour the footings for the extension", "I hewed coal at the face", "Ana is
  pipetting the samples into the plate"), by the observer's name, ``you`` and ``I``, in the
  present, the past and the progressive.
* A trade's copy read out or its screens watched ("reads the wire copy", "watches the cctv
  monitors"), not the news or a match.
* A post told with "be on" ("Ana is on nights this week", "on the tills today") and a job noun
  fronted before the name ("The ship's cook, Ana, peels potatoes", "As the duty nurse, Ana
  checks the drip").
* Controls that must not fire: someone else doing it (also after "and he", a subject of its
  own, where the observer's first verb is no task: "You nod to the innkeeper and he hammers a
  horseshoe on the anvil"), a plan, chores at home, hobbies, a
  customer or a patient at the same place, a retired or a childhood role, the trade words in
  another sense ("drenches her chips in vinegar", "smelt smoke", "I'm gutted").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"

# (base, -s form, past, -ing form, object and setting)
TRADES = [
    ("gut", "guts", "gutted", "gutting", "the catch on the cannery line"),
    ("pour", "pours", "poured", "pouring", "the footings for the extension"),
    ("tend", "tends", "tended", "tending", "the kiln in the pottery"),
    ("drill", "drills", "drilled", "drilling", "the blast holes at the rock face"),
    ("monitor", "monitors", "monitored", "monitoring", "the telemetry from mission control"),
    ("record", "records", "recorded", "recording", "the voiceover in the recording booth"),
    ("hammer", "hammers", "hammered", "hammering", "a horseshoe on the anvil"),
    ("pipette", "pipettes", "pipetted", "pipetting", "the samples into the plate"),
    ("centrifuge", "centrifuges", "centrifuged", "centrifuging", "the blood samples"),
    ("administer", "administers", "administered", "administering", "the evening meds"),
    ("bale", "bales", "baled", "baling", "the hay in the lower field"),
    ("hew", "hews", "hewed", "hewing", "coal at the face"),
    ("dovetail", "dovetails", "dovetailed", "dovetailing", "the drawer joints"),
    ("tar", "tars", "tarred", "tarring", "the hull in dry dock"),
    ("bake", "bakes", "baked", "baking", "the bread for the morning rush"),
    ("ice", "ices", "iced", "icing", "the cakes for a wedding order"),
    ("question", "questions", "questioned", "questioning", "the suspect in the interview room"),
    ("take", "takes", "took", "taking", "a history from the new admission"),
    ("spread", "spreads", "spread", "spreading", "muck on the top field"),
    ("dip", "dips", "dipped", "dipping", "the sheep"),
    ("sequence", "sequences", "sequenced", "sequencing", "the samples"),
    ("glaze", "glazes", "glazed", "glazing", "the bowls for the next firing"),
    ("feed", "feeds", "fed", "feeding", "the furnace at the foundry"),
    ("check", "checks", "checked", "checking", "the flight plan in the cockpit"),
    ("scrub", "scrubs", "scrubbed", "scrubbing", "the hotel pans in the pot wash"),
    ("stack", "stacks", "stacked", "stacking", "the mailbags in the mail room"),
    ("fit", "fits", "fitted", "fitting", "the cable trays on the third floor"),
    ("update", "updates", "updated", "updating", "the care plans before the handover"),
    ("extubate", "extubates", "extubated", "extubating", "the patient in bay two"),
    ("spay", "spays", "spayed", "spaying", "the collie"),
    ("backfill", "backfills", "backfilled", "backfilling", "the trench by the kerb"),
    ("recompile", "recompiles", "recompiled", "recompiling", "the kernel"),
]
FORMS = {
    "name": "Ana {s} {rest}.",
    "you": "You {base} {rest}.",
    "I, past": "I {ed} {rest}.",
    "progressive": "Ana is {ing} {rest}.",
}

POSTS = ["Ana is on nights this week.", "Ana is on the tills today.",
         "Ana was on the cannery line all morning.", "You're on lates again.",
         "I'm on the production line until six.", "Ana is on the pass tonight."]

ROLES = ["The ship's cook, Ana, peels potatoes.", "As the ship's cook, Ana peels potatoes.",
         "As the duty nurse, Ana checks the drip.", "The nurse, Ana, changes the drip.",
         "The deckhand, Ana, coils the ropes.", "As the foreman, Ana checks the scaffold."]

# a trade's copy read out, its gauges read, its screens watched
READ_WATCH = ["Walter reads the wire copy about the fight for the Senate seat.",
              "Ana is reading the news bulletin into the microphone @ WKRB studio: booth 1",
              "Ana watches the cctv monitors from the security office.",
              "Ana is watching the radar @ harbour control"]

NOT_HERS = [
    # someone else does it
    "Bo guts the catch on the cannery line while Ana watches.",
    "Ana watches Bo pour the footings for the extension.",
    "Ana's brother tends the kiln in the pottery.",
    "The ship's cook, Bo, peels potatoes while Ana sleeps.",
    "Ana's mother is on nights this week.",
    "Bo is on the tills today, so Ana does the shopping.",
    "You nod to the innkeeper and he hammers a horseshoe on the anvil.",
    "You hand the smith a loaf and she tends the kiln in the pottery.",
    "Ana waves to the cook and he serves a customer.",
    # planned
    "Ana will gut the catch on the cannery line tomorrow.",
    "Ana plans to pour the footings next week.",
    "Tomorrow Ana is going to run the gels.",
    # chores at home, hobbies
    "Ana folds the laundry at home.",
    "Ana cooks her own dinner in the kitchen.",
    "Ana throws pots at her evening pottery class for fun.",
    "Ana sings along to the radio in the car.",
    # a customer, a patient or a visitor at a workplace
    "Ana eats a sandwich at the cannery.",
    "Ana chats with her sister in the interview room.",
    "Ana buys a loaf at the bakery.",
    "Ana waits for her test results in the emergency room.",
    "Ana naps in the server room.",
    "Ana is reading the news @ Café Rosa: terrace",
    "Ana reads the paper before her shift.",
    "Ana watches the match before her shift.",
    "Ana throws herself into the trench as the shells fall.",
    "Ana finds the dough will not rise in the cold room and frowns.",
    # a role given up or never held
    "As a retired nurse, Ana peels potatoes.",
    "As a child, Ana peels potatoes.",
    "The cook's daughter, Ana, peels potatoes.",
    # the words in another sense
    "On nights like these, Ana sleeps badly.",
    "Ana is on the rota for Saturday.",
    "Ana drenches her chips in vinegar.",
    "Ana smelt smoke in the hallway.",
    "I'm gutted the match was cancelled.",
    "Ana spreads jam on her toast.",
    "Ana questions her sister about the party.",
]


def self_work(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "work" and e.is_actual_self]


def test_a_trades_task_is_the_observers_work(lex) -> None:
    def one_case(trade, form):
        base, s, ed, ing, rest = trade
        text = FORMS[form].format(base=base, s=s, ed=ed, ing=ing, rest=rest)
        assert self_work(lex, text), text

    cases = list(itertools.product(TRADES, FORMS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", POSTS)
def test_a_post_told_with_be_on_is_work(lex, text):
    assert self_work(lex, text), text


@pytest.mark.parametrize("text", ROLES)
def test_a_job_noun_before_the_name_frames_the_task(lex, text):
    assert self_work(lex, text), text


@pytest.mark.parametrize("text", READ_WATCH)
def test_a_trades_copy_read_or_screens_watched_is_work(lex, text):
    observer = text.split()[0]
    assert [e for e in perceive(text, lex, observer=observer)
            if e.kind == "work" and e.is_actual_self], text


def test_no_work_of_the_observer(lex) -> None:
    def one_case(text):
        assert not self_work(lex, text), text

    cases = NOT_HERS
    assert failing_cases(one_case, cases) == []
