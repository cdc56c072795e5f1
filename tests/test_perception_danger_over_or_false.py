"""A threat that is over, shown to be none, rated low or watched from shelter is no danger for
the observer (core.yaml ``cues.distance``: that section reaches only the danger kind).

* Over: a night or a day already past ("couldn't sleep last night because of the storm").
* None: a faulty sensor, a siren or alarm test, a practice drill, the all-clear, a warning
  lifted, a threat that turns out harmless ("a car backfiring", "steam from the laundry vent")
  or passes by ("veered away", "blew itself out").
* Low: "the risk is 'low' all week"; sheltered: "watches the thunderstorm ..., safe and dry".
* Controls: the same threats now (no such word) stay dangers; the cues take nothing from other
  kinds ("slept badly last night" is still sleep; "ate dinner after the all-clear" still ate);
  "the night before the reunion" is a time ahead, not a past threat.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

OBSERVER = "Mira"
THREATS = ["the storm", "the gale", "the flood", "the wildfire", "the blizzard"]

OVER = ["{S} couldn't sleep last night because of {t}.",
        "{S} lay awake last night listening to {t}.",
        "Yesterday {t} kept {o} indoors, and today {s} mends the fence.",
        "{t_} the previous night flattened {p} fence."]
NOW = ["{S} can't sleep because of {t}.",
       "{t_} is tearing at {p} roof.",
       "{t_} has trapped {o} in the hut."]

FALSE = ["The hull alarm near {p} lab turned out to be a faulty sensor.",
         "The sirens over {p} street are only the monthly test.",
         "The fire alarm in {p} office is a practice drill.",
         "The all-clear sounds and {s} climbs out of the shelter after the air raid.",
         "On {p} route the avalanche risk is low all week.",
         "{S} watches the thunderstorm from the kitchen window, safe and dry.",
         "On {p} street the flood warning was lifted this morning.",
         "The gunshots near {p} flat turn out to be a car backfiring.",
         "The smoke in {p} hallway turns out to be steam from the laundry vent.",
         "The hurricane veered away from {p} island overnight.",
         "The gale blew itself out over {p} cottage before midnight."]

SELVES = [("Mira", "Mira", "Mira's"), ("you", "you", "your"), ("I", "me", "my")]


def fill(template: str, s: str, o: str, p: str, t: str = "") -> str:
    text = template.format(s=s, S=s, o=o, p=p, t=t, t_=t[0].upper() + t[1:] if t else "")
    return text[0].upper() + text[1:]


def danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER) if e.kind == "danger"]


def test_a_threat_already_over_is_no_danger(lex) -> None:
    def one_case(frame, threat, self_):
        text = fill(frame, *self_, t=threat)
        assert not any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(OVER, THREATS, SELVES))
    assert failing_cases(one_case, cases) == []


def test_the_same_threat_now_is_a_danger(lex) -> None:
    def one_case(frame, threat, self_):
        text = fill(frame, *self_, t=threat)
        assert any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(NOW, THREATS, SELVES))
    assert failing_cases(one_case, cases) == []


def test_a_threat_shown_to_be_none_is_no_danger(lex) -> None:
    def one_case(frame, self_):
        text = fill(frame, *self_)
        assert not any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(FALSE, SELVES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Mira slept badly last night.", "sleep"),
    ("Mira ate a big dinner last night.", "eat"),
    ("Mira ate a sandwich after the all-clear.", "eat"),
    ("Mira had a beer with Tom after the fire drill.", "drink"),
    ("Mira repaints the crest on her old school blazer the night before the reunion.", "work"),
])
def test_the_cues_take_nothing_from_other_kinds(lex, text, kind):
    found = actual_kinds(lex, text, OBSERVER)
    if kind == "work":
        assert "socialize" not in found, text
    else:
        assert kind in found, text
