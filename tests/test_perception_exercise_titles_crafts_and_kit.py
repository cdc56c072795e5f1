"""Session 9: a race's name, yoga's sequences, a craft paddled; running kit and "all told".

Capitalised words after an article right before an exercise noun that is no verb (marathon,
triathlon) are the race's name, not a person ("completes an Ironman triathlon", "the Comrades
Marathon": ``perception._event_title``); yoga's sequences and styles are exercise ("did 108 sun
salutations", vinyasa, hot yoga); paddling a craft named with its article or owner is exercise
("paddling their kayaks hard"), also for a joint subject with the observer in it; running
clothes are kit, not a run ("ironing her running vest for Sunday's half marathon"); and "all
told" ("six hours all told") is "in all", so it makes no speech tag of the sentence
(``perception._with_speech_tags``). Taken from r59-137, r60-137, r60-016, r58-147, r60-061 and
r59-016, widened to subjects x phrases, with controls.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Lwazi"


RACES = ["an Ironman triathlon", "the Comrades Marathon", "the London Marathon",
         "the Boston Marathon", "an Olympic triathlon", "the Berlin Marathon"]
FINISHES = ["completes", "runs", "completed", "ran", "is doing"]


def test_a_race_named_with_capitals_is_the_observers_race(lex):
    missed = []
    for race, verb in itertools.product(RACES, FINISHES):
        text = f"Lwazi {verb} {race} in just over twelve hours."
        if actual_kinds(lex, text, OBSERVER) != {"exercise"}:
            missed.append((text, actual_kinds(lex, text, OBSERVER)))
    assert missed == []


def test_someone_elses_named_race_stays_theirs(lex):
    for race in RACES:
        assert actual_kinds(lex, f"Lwazi's sister completes {race}.", OBSERVER) == set()
        assert actual_kinds(lex, f"Thandi completes {race} while Lwazi cheers.", OBSERVER) == set()


YOGA = ["108 sun salutations", "twelve rounds of surya namaskar", "an hour of vinyasa",
        "a hot yoga class", "a power yoga session", "ashtanga", "some hatha yoga"]


def test_yoga_sequences_and_styles_are_exercise(lex):
    missed = []
    for subj, verb in (("I", "did"), ("Lwazi", "does"), ("You", "do")):
        for yoga in YOGA:
            text = f"{subj} {verb} {yoga} on the roof this morning."
            if actual_kinds(lex, text, OBSERVER) != {"exercise"}:
                missed.append((text, actual_kinds(lex, text, OBSERVER)))
    assert missed == []


CRAFTS = ["their kayaks", "his canoe", "the kayak", "a paddleboard", "her surfski"]


def test_paddling_a_craft_is_exercise_for_a_joint_subject_too(lex):
    missed = []
    for subj, craft in itertools.product(["Lwazi and Søren are", "Lwazi is", "I am",
                                          "Lwazi and his cousin are"], CRAFTS):
        text = f"{subj} paddling {craft} hard against the tide."
        if actual_kinds(lex, text, OBSERVER) != {"exercise"}:
            missed.append((text, actual_kinds(lex, text, OBSERVER)))
    assert missed == []


PADDLE_CONTROLS = [
    "Lwazi runs his thumb along the canoe's gunwale.",
    "Lwazi ties their kayaks to the roof rack.",
    "Two tourists are paddling their kayaks past Lwazi's jetty.",
    "Lwazi watches Søren paddle his canoe across the bay.",
]


def test_a_craft_handled_or_someone_elses_paddling_is_not_the_observers(lex):
    assert [(t, actual_kinds(lex, t, OBSERVER)) for t in PADDLE_CONTROLS
            if "exercise" in actual_kinds(lex, t, OBSERVER)] == []


KIT = ["running vest", "running shorts", "running tights", "running jacket", "running socks",
       "running watch"]


def test_running_kit_got_ready_is_no_run(lex):
    found = []
    for kit in KIT:
        for text in (f"Lwazi is ironing her {kit} for Sunday's half marathon.",
                     f"Lwazi washes his {kit} @ home: laundry",
                     f"Lwazi buys a new {kit}."):
            if "exercise" in actual_kinds(lex, text, OBSERVER):
                found.append(text)
    assert found == []
    assert actual_kinds(lex, "Lwazi runs a half marathon in his new running vest.",
                        OBSERVER) == {"exercise"}


def test_all_told_is_in_all_not_a_speech_tag(lex):
    for act in ("hiked up to the ridge and back", "swam across the lake and back",
                "cycled to the coast and back"):
        text = f"I {act} this morning, about six hours all told."
        assert actual_kinds(lex, text, "Pilar") == {"exercise"}, text
    # a real tag still marks another speaker's first-person words
    assert "exercise" not in actual_kinds(lex, "I hiked up to the ridge, Pia told me.", "Lwazi")
