"""A news channel named "... Info" before a colon (session 31, round fresh141) covers its
sentence as "... News:" does: "On France Info: a fire has gutted a restaurant in Lyon" is news
heard, no threat to the listener; a threat in the listener's own street outside it stays hers."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "On France Info: a fire has gutted a restaurant in Lyon, forcing diners out into the street.",
    "On Radio Info: a flood has cut off three villages in the Alps.",
    "Ada hears it on BFM Info: an earthquake has struck a town in Chile.",
    "Tagesschau Info: a storm has flattened a harbour in Kiel.",
    "Ada listens to the kitchen radio. Sud Info: a wildfire is burning near Marseille.",
])
def test_a_news_channel_named_info_reports_a_distant_threat(lex, text):
    assert actual_kinds(lex, text, "Ada") == set()


@pytest.mark.parametrize("text, kinds", [
    ("A fire breaks out in Ada's kitchen and smoke fills the room.", {"danger"}),
    ("Ada eats a croissant while the info screen flickers.", {"eat"}),
])
def test_a_threat_or_a_meal_outside_a_channel_label_stays_the_observers(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds
