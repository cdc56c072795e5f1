"""Hurts of settings the older lists missed (core.yaml ``injury.terms``, ``injury.objects``).

* Cold and snow glare ("her fingertips come back white and frostbitten", "snow blindness"),
  a foot turned over ("goes over on her ankle"), a shot or a stab told with "get", a body
  still sore from a fall, a blade into a fingertip ("slices into her fingertip"), shrapnel in a
  limb, a lip split open, a broken tooth.
* Controls: someone else's hurt is never the observer's; the words for a thing ("the Fall of
  Rome", "slices into the sourdough") and a denied hurt ("never got shot at", "don't ache from
  the fall any more") are none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"
# (subject, possessive)
SELVES = [("Mira", "her"), ("you", "your"), ("I", "my")]
OTHERS = [("Tomas", "his"), ("her brother", "his"), ("the new intern", "her")]

HURTS = ["{S} {comes} back from the ridge with {p} fingertips white and frostbitten.",
         "{S} {gets} snow blindness on the glacier.",
         "{S} {goes} over on {p} ankle in a divot during the warm-up.",
         "{S} {gets} shot in the leg at the checkpoint.",
         "{S} {gets} stabbed outside the club.",
         "{S} {slices} into {p} fingertip with the bread knife.",
         "{P} ribs still ache from the fall.",
         "{S} {comes} home from the front with shrapnel in {p} leg.",
         "{P} lip splits open on the boom.",
         "{S} {breaks} a tooth on the handlebars."]

_VERBS = {"comes": "come", "gets": "get", "goes": "go", "slices": "slice", "breaks": "break"}


def fill(template: str, s: str, p: str) -> str:
    plain = s in ("you", "I")
    verbs = {k: (v if plain else k) for k, v in _VERBS.items()}
    poss = {"Mira": "Mira's", "Tomas": "Tomas's", "her brother": "her brother's",
            "the new intern": "the new intern's"}.get(s, p)
    text = template.format(S=s, p=p, P=poss, **verbs)
    return text[0].upper() + text[1:]


def hurt(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER) if e.kind == "injury"]


def test_a_settings_hurt_is_the_observers(lex) -> None:
    def one_case(frame, self_):
        text = fill(frame, *self_)
        assert any(e.is_actual_self for e in hurt(lex, text)), text

    cases = list(itertools.product(HURTS, SELVES))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_hurt_is_not_the_observers(lex) -> None:
    def one_case(frame, other):
        text = fill(frame, *other)
        assert not any(e.is_actual_self for e in hurt(lex, text)), text

    cases = list(itertools.product(HURTS, OTHERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Mira reads a chapter on the Fall of Rome.",
    "Mira never got shot at in all her years on patrol.",
    "Mira slices into the sourdough with the bread knife.",
    "Mira's ribs don't ache from the fall any more.",
])
def test_settings_hurt_controls(lex, text):
    assert not any(e.is_actual_self for e in hurt(lex, text)), text


@pytest.mark.parametrize("text", [
    "Mira cut her teeth as a junior reporter on the night desk.",
    "Mira splits open a pomegranate for the salad.",
    "Mira reads a report on shrapnel wounds for her thesis.",
])
def test_settings_hurt_words_as_things(lex, text):
    assert not any(e.is_actual_self for e in hurt(lex, text)), text
