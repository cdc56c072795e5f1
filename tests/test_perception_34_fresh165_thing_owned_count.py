"""A count right after "its" is what a thing has, no batch the subject works through (session
34, round fresh165: "You flick through a brochure about the new ferry's restaurant and its four
hundred seats" had been framed as work by the count). A batch one makes or handles stays
work's frame."""

from helpers import actual_kinds, failing_cases


def test_a_things_own_count_frames_no_work(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("You flick through a leaflet about the new hotel and its two hundred rooms.", None),
        ("Ana leafs through a booklet on the stadium and its 40000 seats.", "Ana"),
    ]) == []


def test_a_batch_worked_stays_work(lex) -> None:
    def one_case(text, observer):
        assert "work" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("You bake two hundred loaves before dawn.", None),
        ("Ana varnishes 300 seats in the theatre lounge.", "Ana"),
    ]) == []
