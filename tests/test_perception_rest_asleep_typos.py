""""Asleep" as it is often mistyped, a spoonful eaten, and rations of ships and colony games.

Core.yaml's sleep terms take "asleap", "aslep", "alseep", "asleeep" (a vowel for a vowel, a
letter lost or swapped: none is another English word); the eat objects take "spoonful" (a
measure eaten, like a forkful) and the rations of ships, stations and colony games ("algae
paste", "simple meal"). Controls: someone else asleep, a spoonful stirred or added, asleep
denied.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Jarrah"


TYPOS = ["asleap", "aslep", "alseep", "asleeep"]
FRAMES = ["Jarrah is {} in the ute.", "Jarrah fell {} on the tram home.",
          "You were {} by nine.", "I was fast {} on the sofa."]


def test_asleep_mistyped_is_sleep(lex):
    wrong = []
    for typo, frame in itertools.product(TYPOS, FRAMES):
        text = frame.format(typo)
        if "sleep" not in actual_kinds(lex, text, OBSERVER):
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []


def test_someone_else_mistyped_asleep_is_theirs_and_denied_is_none(lex):
    for typo in TYPOS:
        assert "sleep" not in actual_kinds(lex, f"Marco is {typo} in the ute while Jarrah drives.",
                                           OBSERVER), typo
        assert "sleep" not in actual_kinds(lex, f"Jarrah is not {typo} yet.", OBSERVER), typo


def test_a_spoonful_managed_or_swallowed_is_eaten(lex):
    for verb, food in itertools.product(("manages", "swallows", "has"),
                                        ("broth", "rice", "porridge")):
        text = f"Jarrah {verb} a single spoonful of {food} before pushing the bowl away."
        assert "eat" in actual_kinds(lex, text, OBSERVER), text
    for text in ("Jarrah stirs a spoonful of sugar into her tea.",
                 "Jarrah adds a spoonful of honey to the dough."):
        assert "eat" not in actual_kinds(lex, text, OBSERVER), text


def test_rations_of_ships_and_colony_games_are_food(lex):
    for ration in ("algae paste", "protein paste", "simple meal", "lavish meal", "pemmican",
                   "emergency rations"):
        text = f"You squeeze out the last of the {ration} and swallow it."
        assert "eat" in actual_kinds(lex, text, OBSERVER), text
        assert "eat" in actual_kinds(lex, f"Jarrah eats the {ration} in the galley.",
                                     OBSERVER), ration
        assert "eat" not in actual_kinds(lex, f"Jarrah stows the {ration} in the galley.",
                                         OBSERVER), ration
