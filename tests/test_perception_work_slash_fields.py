"""Session 9: a key/value status report whose fields are split by slashes reads like one split by
pipes ("Status: Marisol / location: Escuela 14 / activity: grading algebra quizzes / energy:
52"): the slash before the next field's key ends the place field, so the activity field is
read. A slash with no space before it ("and/or", "km/h", "9/10") splits nothing."""

from __future__ import annotations

from itertools import product

from helpers import actual_kinds, failing_cases

from engine.perception import perceive

PLACES = ["Escuela 14", "office", "Kendrick Lab", "depot"]
ACTIVITIES = [("grading algebra quizzes", "work"), ("answering client emails", "work"),
              ("eating lunch", "eat"), ("drinking a coffee", "drink")]
SHAPES = ["Status: {o} / location: {p} / activity: {a} / energy: 52",
          "{o} / location: {p} / activity: {a}",
          "name: {o} / place: {p} / activity: {a} / mood: calm",
          "Status: {o} | location: {p} | activity: {a} | energy: 52"]


def test_the_activity_field_of_a_slash_report_is_read(lex) -> None:
    def one_case(shape, place, activity):
        text, kind = activity
        assert kind in actual_kinds(lex, shape.format(o="Marisol", p=place, a=text), "Marisol")

    cases = list(product(SHAPES, PLACES, ACTIVITIES))
    assert failing_cases(one_case, cases) == []


def test_a_slash_report_gives_the_same_events_as_a_pipe_report(lex):
    """Offsets and events are those of the same report with pipes."""
    for place, (text, _) in product(PLACES, ACTIVITIES):
        slashed = f"Status: Marisol / location: {place} / activity: {text} / energy: 52"
        piped = slashed.replace(" / ", " | ")
        assert perceive(slashed, lex, observer="Marisol") \
            == perceive(piped, lex, observer="Marisol")


def test_slashes_inside_words_and_numbers_split_nothing(lex):
    """Negative controls: no space before the slash, or no key and colon after it."""
    assert actual_kinds(lex, "Marisol drives at 50 km/h: slowly.", "Marisol") == set()
    assert perceive("Marisol ate and/or drank: nothing", lex, observer="Marisol") \
        == perceive("Marisol ate and/or drank: nothing", lex, observer="Marisol")
    assert actual_kinds(lex, "Marisol rates the soup 9/10: delicious.", "Marisol") == set()
    # a place field with no other field after it is still a place
    assert actual_kinds(lex, "Status: Marisol / location: home / mood: calm", "Marisol") == set()
