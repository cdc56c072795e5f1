"""A fire erupting as a ball of flame, a blast that throws the subject, hair or clothes that
catch light, and a hazard's word naming a piece of music (core.yaml ``danger.terms``,
``danger.not_before``).

* "the fuel rig erupts into a fireball", "is blown backwards by the blast", "her sleeve catches
  alight on the burner": a threat where the subject is.
* Controls: a bare fireball (a meteor, a drink) and "had a blast" are none; someone else blown
  back is not the observer's; a film's fireball is not actual; "the 'Firestorm' theme", "the
  storm song", "the Hurricane soundtrack" are music, no threat.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

SOURCES = ["The fuel rig", "The gas tank", "The generator", "The boiler", "The tanker"]
ERUPTS = ["erupts into a fireball", "goes up in a fireball", "erupts into flames"]
WHERE = ["beside {o}", "a few metres from {o}", "in the yard where {o} is working"]
THROWN = ["{o} is blown backwards by the blast", "{o} is blown off her feet",
          "The blast wave knocks {o} flat", "{o} is thrown back by the blast"]
CAUGHT = ["hair catches alight", "sleeve catches alight", "apron catches fire",
          "scarf catches alight"]
TITLES = ["plays the 'Firestorm' theme through the speakers", "hums the storm song",
          "puts on the Hurricane soundtrack", "sings the flood anthem",
          "loves the Avalanche remix", "learns the 'Tempest' overture"]


def danger(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str) -> bool:
    return any(e.is_actual_self for e in danger(lex, text))


def test_a_fireball_where_the_observer_is(lex) -> None:
    def one_case(source, erupts, where):
        text = f"{source} {erupts} {where.format(o=OBSERVER)}."
        assert mine(lex, text), text

    cases = list(itertools.product(SOURCES, ERUPTS, WHERE))
    assert failing_cases(one_case, cases) == []


def test_a_fireball_in_a_film_is_not_actual(lex) -> None:
    def one_case(source, erupts):
        text = f"{OBSERVER} watches a film in which {source.lower()} {erupts}."
        assert not mine(lex, text), text

    cases = list(itertools.product(SOURCES, ERUPTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("frame", THROWN)
def test_thrown_by_a_blast(lex, frame):
    text = frame.format(o=OBSERVER) + "."
    assert mine(lex, text), text


@pytest.mark.parametrize("frame", THROWN)
def test_someone_else_thrown_by_a_blast(lex, frame):
    text = frame.format(o="Tomas").replace(" her ", " his ") + f" while {OBSERVER} is at home."
    assert not mine(lex, text), text


@pytest.mark.parametrize("caught", CAUGHT)
def test_hair_or_clothes_catch_light(lex, caught):
    text = f"{OBSERVER}'s {caught} over the stove."
    assert mine(lex, text), text


@pytest.mark.parametrize("text", ["{o} had a blast at the party.",
                                  "{o} watches a fireball streak across the night sky.",
                                  "{o} orders a Fireball shot at the bar.",
                                  "{o} lights the kindling and it catches at once."])
def test_no_fire_or_blast(lex, text):
    text = text.format(o=OBSERVER)
    assert not danger(lex, text), text


@pytest.mark.parametrize("title", TITLES)
def test_music_named_for_a_hazard_is_none(lex, title):
    text = f"{OBSERVER} {title}."
    assert not danger(lex, text), text


@pytest.mark.parametrize("text", ["The storm rips the roof off as {o} sings her favourite song.",
                                  "A fire breaks out while the band plays and {o} is on stage."])
def test_a_real_hazard_with_music_around_stays(lex, text):
    text = text.format(o=OBSERVER)
    assert mine(lex, text), text
