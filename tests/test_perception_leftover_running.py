"""Running as exercise is told by what follows "run" (session 21, left): a run kept up with
nothing after it to run ("Ana kept running.", "keeps running until the lighthouse") and a run
along, around or beside a place one runs for its own sake (a shore, a river, a park, a track:
"runs along the beach at dawn") are a run; a thing run ("keeps running the stall", "kept running
gels"), a hurry ("runs along to the shop"), lateness or running out stay no exercise. The
places are private objects of these verbs: "marches back from the coast" stays none."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_a_run_kept_up_or_along_a_place_is_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ana kept running.",
        "I kept running.",
        "Ana keeps running until the lighthouse comes into view.",
        "Ana keeps on running in the drizzle off the salt flats.",
        "Ana runs along the beach at dawn.",
        "Ana kept running along the shore below the monastery.",
        "Ana ran around the lake twice before breakfast.",
        "Ana runs beside the canal while the barges wait at the lock.",
        "Ana runs on the sand below the oil terminal.",
        "Ana runs around the perimeter of the Antarctic base.",
        "Ana runs around the block for five miles.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_thing_run_or_a_hurry_is_no_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ana keeps running the stall at the night market.",
        "Ana kept running gels until two in the morning.",
        "Ana kept running late for the signal box shift.",
        "Ana keeps running into old friends at the speakeasy.",
        "Ana keeps running out of glaze at the pottery studio.",
        "Ana runs along to the shop for more tape.",
        "Ana runs around the kitchen plating the soup.",
        "Ana runs the beach cafe.",
        "The generator keeps running.",
        "Tobias marches back from the coast.",
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_run_is_not_the_observers(lex):
    assert "exercise" not in actual_kinds(lex, "Tom kept running while Ana rested.", OBSERVER)
