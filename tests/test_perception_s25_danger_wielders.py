"""Session 25 (danger): who a weapon or a stranger's harm threatens, and a blade put to work.

A weapon held or drawn by someone else ("a man with a knife", "the man behind Bea pulls a gun")
threatens the first one named after it in its sentence, else the observer meeting an unnamed
wielder; the wielder is no one in danger (the old rule gave it to them, so the observer's threat
was lost). A harm an unnamed person does to the observer or their thing right after it is the
observer's ("somebody has thrown a brick through Olu's window"). A blade after "with" and a verb
of cutting is a tool ("cuts the onions with her sharpest knife"). Traps: a wielder who goes for
someone else, a named doer, a bystander beside a mishap, and a knife that is a tool."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize(("text", "observer"), [
    ("A man with a knife steps out of the alley and blocks Priya's way.", "Priya"),
    ("A man with a knife steps out of the alley in front of you.", "Priya"),
    ("A guy with a gun is outside.", "Priya"),
    ("Priya: there's a guy outside with a gun, we're locked in the back room", "Priya"),
    ("The man behind Bea in the queue pulls a gun and tells everyone to get on the floor.",
     "Bea"),
    ("A stranger pulls a knife on Priya in the car park.", "Priya"),
    ("Kasia is crouching behind a parked van @ Dalston Lane; ten metres away two men with knives"
     " are squaring up", "Kasia"),
    ("Somebody has thrown a brick through Olu's window and the gang is still outside shouting.",
     "Olu"),
    ("Two men smash the window of Dilys's car.", "Dilys"),
])
def test_a_wielder_or_a_stranger_threatens_the_observer(lex, text, observer):
    assert "danger" in actual_kinds(lex, text, observer)


@pytest.mark.parametrize(("text", "observer"), [
    ("A man with a knife corners Tom in the alley while Priya watches.", "Priya"),
    ("A stranger pulls a knife on Tom while Priya watches.", "Priya"),
    ("Somebody throws a brick through Tom's window while Dilys watches.", "Dilys"),
    ("Two snowboarders collide just below you on the traverse while you're fixing your"
     " binding.", "Liam"),
])
def test_someone_elses_threat_stays_theirs(lex, text, observer):
    assert "danger" not in actual_kinds(lex, text, observer)
    assert "danger" in other_kinds(lex, text, observer)


@pytest.mark.parametrize("text", [
    "Fay cuts the onions with her sharpest knife.",
    "Fay slices the bread with the big knife.",
    "Fay hacks through the brambles with a machete.",
    "On the news, a man with a knife attacked shoppers in Leeds.",
])
def test_a_blade_at_work_or_on_the_news_is_no_threat_of_hers(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Fay")
