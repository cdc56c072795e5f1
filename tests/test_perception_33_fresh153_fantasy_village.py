"""A fantasy village's people, bands, duels, spats and guard rota (session 33, fresh set 153).

* A castle's and a village's old trades (``subjects.occupation``: squire, fletcher, merchant,
  herbalist, alchemist, armourer, minstrel, peasant ...) are people: "Aldric's squire argues
  with the fletcher" is the squire's row, not the observer's (a leak), and "socialising with
  the merchants" is company.
* Goblins and a war party are a hostile band, as bandits and raiders are: a danger where the
  observer is; told, dreamt or sung of, not an actual one.
* "duel" is a fight for both duellists; "spat" after an adjective ("a brief spat with the
  farrier") is a quarrel, never spit's past ("spat with disgust").
* A guard's rota ("stands the midnight guard rotation", "pulls the late guard shift") is work.
* A hand or a wrist scraped is a hurt, as knuckles and knees were ("scrapes her hand on its iron
  frame").
* A task done "to build (up) stamina" or "strength" is a workout ("climbed the watchtower
  stairs this morning to build up stamina"; with a count's "ten times" right before it, the
  plan cue "time to" takes its "to": left, see docs/rules.md).
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Aldric"
TRADES = ["squire", "fletcher", "merchant", "herbalist", "alchemist", "armourer", "minstrel"]
ROWS = ["argues with the cook", "shouts at the stable boy", "quarrels with a peasant"]


def test_an_old_trade_after_the_observers_possessive_is_someone_else(lex) -> None:
    def one_case(trade, row, tail):
        text = f"Aldric's {trade} {row}{tail}"
        assert actual_kinds(lex, text, OBSERVER) == set(), text
        assert "conflict" in other_kinds(lex, text, OBSERVER), text

    cases = list(itertools.product(TRADES, ROWS, [".", " while Aldric polishes his helm."]))
    assert failing_cases(one_case, cases) == []


def test_the_observer_quarrelling_with_an_old_trade_is_their_row(lex) -> None:
    def one_case(trade):
        text = f"Aldric argues with the {trade} about the price."
        assert actual_kinds(lex, text, OBSERVER) == {"conflict"}, text

    assert failing_cases(one_case, TRADES) == []


def test_company_of_merchants_is_socialising(lex) -> None:
    for text in ("Aldric is socialising with the merchants in the market square.",
                 "Aldric is socialzing with the merchants in the market square"):
        assert actual_kinds(lex, text, OBSERVER) == {"socialize"}, text


def test_a_war_party_is_a_threat_where_the_observer_is(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, None) == {"danger"}, text

    assert failing_cases(one_case, [
        "A goblin war party is spotted on the road to your village.",
        "The horn sounds: a war party spotted on the road to your farm.",
    ]) == []


def test_goblins_named_bare_stay_a_fantasys_people(lex) -> None:
    """The documented choice of test_perception_danger_hazard_nouns ("is playing a game with
    goblins and orcs on her phone" is no threat) holds: bare "goblins" is no hazard term, so a
    band named by its number or by what it does without a hazard verb is no danger yet."""
    for text in ("You are surrounded by three goblins with torches at the edge of the field.",
                 "I hear goblins rustling in the bushes near me.",
                 "Mira is playing a game with goblins and orcs on her phone."):
        assert "danger" not in actual_kinds(lex, text, None), text


def test_goblins_told_of_or_far_away_are_no_threat_now(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, None), text

    assert failing_cases(one_case, [
        "You read a book about goblins.",
        "Your friend says goblins raided her farm last year.",
        "You study a tapestry of the Goblin Wars in the great hall.",
        "You slept fitfully, dreaming of goblins all night long.",
        "A bard sings of the battle where knights fought goblins.",
    ]) == []


def test_a_duel_is_a_fight_for_both_duellists(lex) -> None:
    for text in ("You duel with Sir Cedric in the square.",
                 "You and the captain duel with sabres at dawn.",
                 "You duelled the knight and won."):
        assert actual_kinds(lex, text, None) == {"conflict"}, text
    for text in ("You watch two knights duel in the square.",
                 "Your brother and his friend duel in the yard while you read.",
                 "You mean to challenge Sir Cedric to a duel at dawn tomorrow."):
        assert actual_kinds(lex, text, None) == set(), text
        assert "conflict" in other_kinds(lex, text, None), text


def test_spat_after_an_adjective_is_a_quarrel(lex) -> None:
    for text in ("You have a brief spat with the farrier over the price of nails.",
                 "You had a short spat with your brother over the remote.",
                 "I had a petty spat with the landlord about the bins."):
        assert actual_kinds(lex, text, None) == {"conflict"}, text
    assert actual_kinds(lex, "You spat with disgust into the gutter.", None) == set()


def test_a_guards_rota_is_work(lex) -> None:
    for text in ("Isolde stands the midnight guard rotation on the north palisade @ Oakvale gate",
                 "Isolde pulls the late guard shift at the castle gate.",
                 "You are on the dawn guard rotation at the mine entrance."):
        assert actual_kinds(lex, text, "Isolde") == {"work"}, text
    text = "Isolde will take the guard shift tomorrow."
    assert actual_kinds(lex, text, "Isolde") == set()
    assert other_kinds(lex, text, "Isolde") == {"work"}
    text = "Isolde didn't do her guard shift."
    assert actual_kinds(lex, text, "Isolde") == set()


def test_a_scraped_hand_or_wrist_is_a_hurt(lex) -> None:
    for text in ("You scrape your hand on the iron frame.",
                 "Tamsin studies a tapestry and scrapes her hand on its iron frame.",
                 "You scrape your wrist on the barnacles."):
        assert actual_kinds(lex, text, "Tamsin") == {"injury"}, text
    text = "Your son scrapes his hand on the fence while you watch."
    assert actual_kinds(lex, text, None) == set()
    assert "injury" in other_kinds(lex, text, None)
    assert actual_kinds(lex, "You scrape the barnacles off by hand.", None) == set()


def test_a_task_done_to_build_stamina_or_strength_is_exercise(lex) -> None:
    for text in ("I climbed the watchtower stairs ten times this morning to build up stamina.",
                 "Wynn hauls logs up the hill to build strength.",
                 "Wynn rows the old boat across the lake to build up strength."):
        assert actual_kinds(lex, text, "Wynn") == {"exercise"}, text
    for text in ("Oats help build stamina, the label says.",
                 "Wynn's brother lifts stones to build strength while Wynn reads."):
        assert "exercise" not in actual_kinds(lex, text, "Wynn"), text
