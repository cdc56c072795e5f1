"""A lone capitalised name that opens the text before a colon is a speaker, not a label, unless
the lexicon knows the word or lists it among the words that are never a name: "Tom: just ate a
massive burrito", "Tom (12:01): slept 11 hours lol", "Message from Tom: ..." and "[DM] Tom →
Ana: ..." (a sender's arrow to the recipient) are Tom's, not the observer's; "Ana:
just ate" is the observer's; "Outcome: drank two glasses" and "Recap: slept 8 hours" stay the
observer's log lines."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SPEAKERS = ["Tom", "Juno", "Kwabena"]
ACTS = {"eat": "just ate a massive burrito", "drink": "had three coffees already",
        "sleep": "slept 11 hours lol", "injury": "sprained my ankle at football",
        "illness": "got the flu, feel awful", "conflict": "had a huge row with my landlord",
        "rest": "chilling on the sofa all day"}
FORMS = ["{s}: {a}", "{s} (12:01): {a}", "Message from {s}: {a}", "[DM] {s} → Ana: {a}"]


# (a row the sender tells the recipient about still names the recipient as a party: left out)
CASES = [(s, f, k) for s, f, k in itertools.product(SPEAKERS, FORMS, ACTS)
         if not (k == "conflict" and "→" in f)]


def test_a_lone_speakers_message_is_theirs(lex) -> None:
    def one_case(speaker, form, kind):
        text = form.format(s=speaker, a=ACTS[kind])
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = CASES
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("form,kind", list(itertools.product(FORMS[:3], ["eat", "drink", "sleep"])))
def test_the_observers_own_message_is_the_observers(lex, form, kind):
    text = form.format(s="Ana", a=ACTS[kind])
    assert kind in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text,kind", [
    ("Outcome: drank two glasses of water", "drink"),
    ("Recap: slept 8 hours, ran 5k", "sleep"),
    ("Mood: ate too much cake lol", "eat"),
    ("Monday: swam 20 lengths", "exercise"),
])
def test_a_label_before_the_colon_is_no_speaker(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
