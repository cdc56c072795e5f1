"""Session 24: rest told by pausing, with no seat named. A posture held for a stretch of time is
rest whatever it is held on ("sits down on an upturned crate for five minutes", "leans on the
rail for a while", "perches on the tailgate for a bit": ``rest.timed``); idle watching of the sea,
the waves or birds is rest too ("leans on the rail and watches the sea"); so is a perch or a
settle into a seat. Such a rest gives way to company, a wait, a ride or a duty ("sits with her
mother for a while", "sits on the bus for twenty minutes", "sat at table 9 for half an hour"),
and killing time or leaning on a tool stays none, as the labelled sets have it."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_pause_with_no_seat_named_is_rest(lex) -> None:
    def one_case(text):
        assert "rest" in actual_kinds(lex, text, "Fergal")

    cases = [
        "Fergal sits down on an upturned crate for five minutes.",
        "Fergal sits on the wall for a while.",
        "Fergal sits on a log for a bit.",
        "Fergal sits on the kerb for a minute.",
        "Fergal perches on the tailgate for a while.",
        "Fergal leans on the gate for a few minutes.",
        "Fergal sat in the car for a quarter of an hour with the engine off.",
        "Fergal leans on the rail and watches the sea.",
        "Fergal sits on the sea wall watching the gulls.",
        "Fergal gazes out to sea.",
        "Fergal perches on a bench by the door.",
        "Fergal settles into the armchair.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_wait_a_ride_a_duty_or_someone_else_is_no_rest(lex) -> None:
    def one_case(text):
        assert "rest" not in actual_kinds(lex, text, "Fergal")

    cases = [
        "Fergal sits at table 9 for half an hour.",
        "Fergal sits on the bus for twenty minutes.",
        "Fergal sits in traffic for an hour.",
        "Fergal sits in the meeting for an hour saying nothing.",
        "Fergal sits on the wall for ten minutes waiting for the ferry.",
        "Fergal lies to the police for an hour.",
        "Fergal leans over the counter for a minute to read the order.",
        "Tom sits on the wall for a while.",
        "Fergal doesn't sit down for a minute all day.",
        "Fergal is killing time in the paddock.",
        "Fergal leans on his shovel while the others clear the snow.",
        "Fergal settles into his new job.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_timed_sit_with_company_is_company(lex):
    kinds = actual_kinds(lex, "Fergal sits with his mother for a while.", "Fergal")
    assert "socialize" in kinds and "rest" not in kinds
