"""Session 29, fresh set heldout122 (a North Sea trawler): a navigator's plotting and a watch
stood as one's own are work, a trawler's working decks make a task work, a trade's gutting knives
and a slops bucket are no threat or hurt, a voyage's sickness named as gone is recovery, and
"other" before a companion's people counts for nothing."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("text, kinds", [
    ("Tomasz plots the next tow on the chart.", {"work"}),
    ("The heat from the engine fogs the windows while Tomasz plots the next tow.", {"work"}),
    ("Tomasz is plotting our position on the chart.", {"work"}),
    ("Tomasz plotted the boat's position at dawn.", {"work"}),
    ("Tomasz plots a tow along the edge of the bank.", {"work"}),
    # a story's or a garden's plot stays no work
    ("Tomasz plots his revenge on the cook.", set()),
    ("Tomasz digs his vegetable plot.", set()),
])
def test_plotting_the_next_tow_or_the_ships_position_is_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Tomasz") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Without a bite since breakfast, Yaw stands his watch on the bridge.", {"work"}),
    ("Yaw stood her watch in the rain.", {"work"}),
    ("I stand my watch till four.", {"work"}),
    ("Yaw stands their watch while they sleep.", {"work"}),
    ("Yaw stands watch on the bridge.", {"work"}),
    # a wristwatch kept is none
    ("Yaw keeps his watch in a drawer.", set()),
])
def test_a_watch_stood_as_ones_own_is_work(lex, text, kinds):
    assert actual_kinds(lex, text, None if text.startswith("I ") else "Yaw") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Mara is gutting cod on the shelter deck.", {"work"}),
    ("Mara is gutting cod @ trawler: shelter deck", {"work"}),
    ("Mara guts whiting in the fish room.", {"work"}),
    ("Mara is icing the catch down in the fish hold.", {"work"}),
    # leisure there, or the same task at home, is no work
    ("Mara is eating a sandwich @ trawler: shelter deck", {"eat"}),
    ("Mara is gutting cod @ home: kitchen", set()),
])
def test_a_task_on_a_trawlers_working_deck_is_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Mara") == kinds


@pytest.mark.parametrize("text, kinds", [
    # session 34 (round substring34): a trade's knives sharpened are its job, still no threat
    ("Fraser sharpens the sickle-shaped gutting knives in the fish room.", {"work"}),
    ("Fraser lays out the gutting knives.", set()),
    ("Fraser picks up a skinning knife.", set()),
    # a knife in a stranger's hand stays a threat
    ("A man with a knife comes at Fraser.", {"danger"}),
])
def test_a_gutting_or_skinning_knife_is_a_tool_no_threat(lex, text, kinds):
    assert actual_kinds(lex, text, "Fraser") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Arnel scrapes his stovies into the gash bucket.", set()),
    ("Arnel empties the gash bin over the side.", set()),
    ("Arnel tips the scraps into the gash buckets.", set()),
    # a gash on the body stays a hurt
    ("Arnel has a deep gash on his arm.", {"injury"}),
])
def test_a_bucket_or_bin_named_by_a_hurt_word_is_no_hurt(lex, text, kinds):
    assert actual_kinds(lex, text, "Arnel") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Arnel's seasickness has gone at last.", set()),
    ("Arnel's carsickness has passed.", set()),
    ("Arnel's airsickness has worn off.", set()),
    # named as now, it stays illness
    ("Arnel's seasickness is awful.", {"illness"}),
    ("Arnel is seasick.", {"illness"}),
])
def test_a_voyages_sickness_named_as_gone_is_recovery(lex, text, kinds):
    assert actual_kinds(lex, text, "Arnel") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Rodel is having supper with the other Filipino deckhands.", {"eat", "socialize"}),
    ("Rodel has supper with the other young deckhands.", {"eat", "socialize"}),
    ("Rodel eats lunch with the other tired lads.", {"eat", "socialize"}),
    ("Rodel sits with the other old men on the bench.", {"socialize"}),
    ("Rodel chats to the other two nurses on the ward.", {"socialize"}),
    # a thing after "the other" is still no company
    ("Rodel eats lunch with the other hand.", {"eat"}),
])
def test_other_before_a_companions_people_counts_for_nothing(lex, text, kinds):
    assert actual_kinds(lex, text, "Rodel") == kinds


def test_drinking_in_a_place_is_a_drink_and_drinking_in_a_view_is_none(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Selma") == kinds

    cases = [
        # a drink had in a place stays a drink
        ("Selma drinks in the pub.", {"drink"}),
        ("Selma drank it in the trailer.", {"drink"}),
        ("Selma drinks it in the car.", {"drink"}),
        ("Selma drinks in the kitchen after work.", {"drink"}),
        ("Selma drinks it all in one go.", {"drink"}),
        # the idiom takes in a view, a sound or a mood
        ("Selma stands there, drinking it in.", set()),
        ("Selma drinks in the view from the ridge.", set()),
        ("Selma drinks in the atmosphere of the market.", set()),
        ("Selma drinks it all in.", set()),
        ("Selma drinks it in, then turns away.", set()),
        ("Selma stands at the rail, drinking it in @ ferry: deck", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Tomasz leaves the whisky alone when the bottle comes round the mess and drinks a can of "
     "Irn-Bru instead.", {"drink"}),
    ("Tomasz waits while the kettle boils and drinks a mug of tea.", {"drink"}),
    ("Tomasz waits while the old tin kettle boils and drinks a tea.", {"drink"}),
    ("Tomasz watches as the ferry docks and eats a sandwich.", {"eat"}),
    ("Tomasz stands on deck as the boat leaves and drinks his coffee.", {"drink"}),
    # an animal or a person as the nearest subject keeps the act
    ("Tomasz watches while the cat jumps up and eats the fish.", set()),
    ("Tomasz waits while the cook opens the bottle and drinks a tea.", set()),
    ("Tomasz waits while Ana gets the bottle and drinks it.", set()),
])
def test_a_thing_as_the_nearest_subject_leaves_an_agents_act_to_the_person(lex, text, kinds):
    assert actual_kinds(lex, text, "Tomasz") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Ana learns that Jo is ill, then eats her dinner.", {"eat"}),
    ("Ana learns that Jo is ill, then eats dinner.", {"eat"}),
    ("Ana hears that Jo is ill, then drinks a tea.", {"drink"}),
    ("Ana reads that the strike is over, then eats a sandwich.", {"eat"}),
    ("Ana has heard that Jo is back, and then drinks a coffee.", {"drink"}),
    # a "while" clause's subject, or one named again, keeps the act
    ("Ana reads while Jo cooks, then eats alone.", set()),
    ("Ana learns that Jo is ill, then Jo eats dinner.", set()),
])
def test_a_predicate_after_then_goes_back_past_a_that_clause_of_news(lex, text, kinds):
    assert actual_kinds(lex, text, "Ana") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Ailsa has a blazing row with the fish-selling agent.", {"conflict"}),
    ("Ailsa phones the car-selling firm.", set()),
    ("Ailsa reads about a money-making scheme.", set()),
    ("Ailsa buys a bread-making machine.", set()),
    ("Ailsa sees a man-eating tiger in the zoo.", set()),
    # the act itself stays
    ("Ailsa is selling fish at the market.", {"work"}),
])
def test_a_hyphened_ing_compound_before_a_noun_names_a_thing_no_act(lex, text, kinds):
    assert actual_kinds(lex, text, "Ailsa") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Selma sits on the wall with Jo, drinking in the last of the sun.", {"socialize"}),
    ("Selma drinks in the night air on the balcony.", set()),
    ("Selma drinks in the pub with Jo.", {"drink", "socialize"}),
])
def test_the_idiom_takes_in_the_last_of_the_light_or_the_air(lex, text, kinds):
    assert actual_kinds(lex, text, "Selma") == kinds
