"""The errand a trip is made for lies ahead while the trip is still under way.

Session 36, round future: "Shane is driving out to the back paddock to check the troughs @
Tunnel Road" and "You are driving over to the Old Dungeon Ghyll to meet the team for a pint"
had been work: the narrative and status passes took the errand after the trip
(``_purpose_after``) as the activity. A trip told in progress ("is driving", "'re walking",
``cues.destination.trip_verbs``) has not arrived (``_trip_under_way``), so its errand is no task
yet; a trip told as made ("climbs down to the cellar deck to inspect ...", "walks out to the
paddock to check ...") and a climb that is the job ("is climbing the king pole to fix ...")
stay work, and so does a vehicle driven as the task ("is driving the tractor out to ...").
A ride named by its vehicle with its own particle ("on the tram over to", "in a taxi over
to", "on the bus back to") is on the way, as "on the tram to" was.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_an_errand_after_a_trip_in_progress_is_ahead(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Shane") == set(), text

    assert failing_cases(one_case, [
        "Shane is driving out to the back paddock to check the troughs @ Tunnel Road",
        "Shane is driving out to the back paddock to check the troughs.",
        "You are driving over to the Old Dungeon Ghyll to meet the team for a pint.",
    ]) == []


def test_a_walk_under_way_is_the_walk_alone(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Shane") == {"walk"}, text

    assert failing_cases(one_case, [
        "Shane is walking to the shed to check the troughs.",
        "Shane is walking to the shed to check the troughs @ farm",
    ]) == []


def test_a_trip_made_or_a_task_of_its_own_stays_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Shane") == {"work"}, text

    assert failing_cases(one_case, [
        "Shane climbs down to the cellar deck to inspect the blowout preventer.",
        "Shane is climbing the king pole to fix the cupola ring @ big top",
        "Shane is driving the tractor out to the back paddock to check the troughs @ farm",
    ]) == []


def test_a_ride_with_its_particle_is_on_the_way(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Pavel") == set(), text
        assert "socialize" in other_kinds(lex, text, "Pavel"), text

    assert failing_cases(one_case, [
        "You're on the tram over to Petr's to watch the match with him.",
        "You're on the bus over to Anton's to watch the game with him.",
        "Pavel is in a taxi over to the stadium for the match with his mates.",
    ]) == []


def test_a_walk_made_with_its_errand_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Shane") == {"walk", "work"}, text

    assert failing_cases(one_case, [
        "Shane walks out to the back paddock to check the troughs.",
    ]) == []


def test_what_is_done_on_the_ride_stays(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Pavel") == kinds, text

    assert failing_cases(one_case, [
        ("Pavel drinks a coffee on the tram over to Leeds.", {"drink"}),
        ("Pavel has a beer with Tom on the bus back to town, laughing all the way.",
         {"drink", "socialize"}),
    ]) == []
