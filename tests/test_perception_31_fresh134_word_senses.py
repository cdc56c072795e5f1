"""Words whose other sense names no event (session 31, round fresh134): water under "over
the" is a place, an -ing word hyphened onto a noun after a determiner is a compound's
first word, "chills by" a place is idling, a bed crashed into is sleep, and a chat switched
off is the app's feature, no talk."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Ada sits on the dock with her legs dangling over the water, doing nothing much.",
     {"rest"}),
    ("Ada rests on the pier, feet over the water.", {"rest"}),
    ("Ada lounges on the jetty with her toes over the water.", {"rest"}),
    ("Ada and Joe chat over the water at the jetty.", {"socialize"}),
    ("Ada leans over the water to look at the fish.", set()),
])
def test_the_water_after_over_is_a_place_not_a_drink(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Ada and Joe chat over coffee.", {"socialize", "drink"}),
    ("Ada catches up with Joe over a coffee.", {"socialize", "drink"}),
    ("Ada lingers over her tea.", {"drink"}),
    ("Ada relaxes over a glass of water.", {"rest", "drink"}),
    ("Ada and Joe chat over the meal.", {"socialize", "eat"}),
])
def test_a_drink_or_meal_kept_company_over_is_still_had(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Ada opens the drinking-water mod's config file and turns the thirst rate down.", set()),
    ("Ada fixes the drinking-water pump.", {"work"}),
    ("Ada installs a drinking-fountain.", {"work"}),
    ("Ada fixes the sleeping-bag zip.", set()),
    ("Ada buys her running-shoes.", set()),
])
def test_an_ing_word_hyphened_to_a_noun_after_a_determiner_is_a_thing(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds
    assert other_kinds(lex, text, "Ada") == set()


@pytest.mark.parametrize("text, kinds", [
    ("Ada drinks drinking-water from the tap.", {"drink"}),
    ("Ada unrolls her sleeping-bag and sleeps.", {"sleep"}),
])
def test_the_verb_beside_a_hyphened_compound_still_counts(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds


@pytest.mark.parametrize("text", [
    "Ada chills by the waterfall, just listening to it.",
    "Ada chills by the lake.",
    "Ada chills by a campfire with a book.",
    "Ada chilled by the pool all afternoon.",
])
def test_chills_by_a_place_is_idling_not_a_fever(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"rest"}


@pytest.mark.parametrize("text", [
    "Ada shivers with chills all night.",
    "Ada has chills at the clinic.",
])
def test_the_chills_of_a_fever_stay_illness(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"illness"}


@pytest.mark.parametrize("text", [
    "After three nights guarding the wall, Ada crashes into bed and doesn't stir.",
    "Ada crashes into bed.",
    "Ada crashed into her bed at midnight.",
    "Ada is so tired she crashes into bed at nine.",
])
def test_a_bed_crashed_into_is_sleep_not_danger(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"sleep"}


@pytest.mark.parametrize("text", [
    "Ada crashes into a wall on her bike.",
    "Ada crashes into the bedroom door.",
    "Ada crashes her car into the flower bed.",
])
def test_a_crash_into_anything_else_stays_danger(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"danger"}


@pytest.mark.parametrize("text, kinds", [
    ("Ada disables chat and tends her garden.", set()),
    ("Ada mutes the chat and keeps mining.", set()),
    ("You turn off chat for the evening.", set()),
    ("Ada disabled voice chat.", set()),
    ("Ada turns off the chat and calls her mum.", {"socialize"}),
    ("Ada chats with Ben.", {"socialize"}),
])
def test_a_chat_switched_off_is_the_feature_not_talk(lex, text, kinds):
    observer = None if text.startswith("You") else "Ada"
    assert actual_kinds(lex, text, observer) == kinds


@pytest.mark.parametrize("text", [
    "Ada is in chat with Bo all evening.",
    "Ada chats with Bo in the group chat.",
])
def test_a_chat_with_someone_stays_company(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"socialize"}


@pytest.mark.parametrize("text", [
    "Ada relates the guild's founding story to the two new members over the campfire.",
    "Ada relates a funny anecdote to her crew.",
    "Ada related the old legends to the children by the fire.",
    "Ada relates her war stories to anyone who will listen.",
])
def test_a_story_related_to_listeners_is_company(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"socialize"}


@pytest.mark.parametrize("text", [
    "Ada relates to her colleagues' stress.",
    "Ada can relate.",
    "Ada's stress relates to the story deadline.",
])
def test_relate_to_names_no_story_told(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Ada")
