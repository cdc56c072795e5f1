"""Company shared by a joint subject with the observer in it, round 2 (session 8, from the
socialize misses of heldout41/48/53/54 and heldout10/26: "You and Soraya catch up on the steps",
"You and the other miners sing", "... while the two of them catch up on a park bench", "Soraya
and the woman beside her ... both bang their heads", "Yannick and his cousin Zainab are playing
chess", "Luca beats Dmitri at chess").

- ``joint_verbs`` (catch up, sing, celebrate, ...) are company when a joint subject with the
  observer does them, whatever an exception says of one person ("catch up on").
- "the two of them" counts people, not pronouns or appositions ("her friend Jodie brought her").
- "they"/"their" after a coordination with the observer in it is that pair.
- A relation to someone else before the observer's name is the observer ("his cousin Zainab").
- A table game won or lost against someone is company ("beats Dmitri at chess").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases


def company(lex, text: str, observer: str) -> bool:
    return "socialize" in actual_kinds(lex, text, observer)


JOINT = ["You and Soraya", "You and your sister", "You and the other miners", "Amina and Soraya",
         "Amina and her cousin", "Amina and the two girls", "You both", "We"]
PASTIMES = ["catch up on the steps", "catch up on a park bench", "sing as they walk",
            "sang all the way home", "celebrate in the kitchen", "reminisce about school"]


def test_a_pastime_done_together_is_company(lex) -> None:
    def one_case(who, what):
        assert company(lex, f"{who} {what}.", "Amina")

    cases = list(itertools.product(JOINT, PASTIMES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("what", PASTIMES)
@pytest.mark.parametrize("who", ["Soraya and her cousin", "The two girls", "Soraya"])
def test_a_pastime_of_others_is_not_the_observers(lex, who, what):
    assert not company(lex, f"{who} {what}.", "Amina")


@pytest.mark.parametrize("text", [
    "Amina catches up on her emails.",
    "Amina catches up on sleep after the night shift.",
    "Amina sings in the shower.",
    "Amina and Soraya will catch up next week.",
    "You and Soraya never catch up any more.",
])
def test_one_person_or_an_unreal_catch_up_is_no_company(lex, text):
    assert not company(lex, text, "Amina")


def test_a_match_with_teammates_is_no_pastime(lex):
    # the match is exercise (labelled so: h8-051), not company
    assert actual_kinds(lex, "Ingrid and her teammates play the full ninety minutes.",
                        "Ingrid") == {"exercise"}


TWO_OF_THEM = ["the two of them catch up on a park bench", "the two of them sing"]
BEFORE = ["Kirra leaves the muffin her friend Jodie brought her in its wrapper",
          "Kirra takes the tea her neighbour Ines made her",
          "Kirra meets her old friend Jodie at the station"]


@pytest.mark.parametrize(("before", "after"), list(itertools.product(BEFORE, TWO_OF_THEM)))
def test_the_two_of_them_counts_people_not_pronouns(lex, before, after):
    assert company(lex, f"{before} while {after}.", "Kirra")


PAIRS = ["Soraya and the woman beside her", "Soraya and her sister", "You and Tom",
         "Soraya and the driver"]
HURTS = ["both bang their heads on the rail", "bang their heads on the rail",
         "are thrown forward and both bang their heads on the rail",
         "cut their hands on the glass"]


def test_their_after_a_pair_with_the_observer_includes_the_observer(lex) -> None:
    def one_case(pair, hurt):
        assert actual_kinds(lex, f"{pair} {hurt}.", "Soraya") == {"injury"}

    cases = list(itertools.product(PAIRS, HURTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Soraya and her sister watch the kids bang their heads on the rail.",
    "Tom and Ana bang their heads on the rail while Soraya naps.",
])
def test_their_of_others_stays_theirs(lex, text):
    assert "injury" not in actual_kinds(lex, text, "Soraya")


@pytest.mark.parametrize("relation", ["his cousin", "her sister", "Yannick's cousin",
                                      "their friend"])
def test_a_relation_before_the_observers_name_is_the_observer(lex, relation):
    text = f"Yannick and {relation} Zainab are playing chess in the mess."
    assert company(lex, text, "Zainab")


def test_your_relation_is_not_the_observer(lex):
    assert actual_kinds(lex, "Your cousin Marta is eating a sandwich.", "Marta") == set()


GAMES = ["chess", "cards", "poker", "darts", "dominoes", "backgammon", "scrabble"]
CONTESTS = ["beats Dmitri at", "loses to his brother at", "thrashes the twins at",
            "is beaten by Dmitri at"]


def test_a_table_game_against_someone_is_company(lex) -> None:
    def one_case(contest, game):
        assert company(lex, f"Luca {contest} {game} in the day room.", "Luca")

    cases = list(itertools.product(CONTESTS, GAMES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("game", GAMES)
def test_others_table_game_is_theirs(lex, game):
    assert not company(lex, f"Dmitri beats Tom at {game} while Luca naps.", "Luca")


def test_at_the_pool_is_a_place(lex):
    assert actual_kinds(lex, "Luca swims at the pool.", "Luca") == {"exercise"}


@pytest.mark.parametrize("text,observer", [
    ("Rafa and the neighbour sort out the parking problem over a cup of coffee.", "Rafa"),
    ("Maya and her landlord go over the cracked window calmly and agree to split the cost.",
     "Maya"),
    ("You and Mo make up after the row.", "Ana"),
    ("Ines and the charge nurse talk through the rota.", "Ines"),
])
def test_settling_a_matter_together_is_company(lex, text, observer):
    # the handed set's h-046: a calm talk that settles a problem is socializing for both
    assert company(lex, text, observer)


@pytest.mark.parametrize("text", [
    "Rafa sorts out the garage.",
    "Rafa goes over the accounts.",
    "Rafa agrees to the plan.",
])
def test_settling_a_matter_alone_is_no_company(lex, text):
    assert not company(lex, text, "Rafa")
