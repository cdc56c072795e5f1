"""Work named without a "work" word, session 21: a craft's station returned to ("is back at
the loom after lunch"), a watch kept for hours or stood by name ("two hours into the night
watch", "stands the middle watch"), a status line's aspect verb ("finishes grouting the shower
@ Hotel Ritz": the -ing verb is the activity, as after "is"), records keyed in ("is inputting
the census data"), a new hand trained ("trains the new hire"), and a pupil's homework done
("does her chemistry homework", study being the pupil's job). Trade words a typo reading turned
into ailments stay trade words ("re-grouts the tiles" is no gout, "the mangle" no mangled
hand). The contrasts stay no work: leisure at the same stations, a watch worn, homework
forgotten or tomorrow's, a status line's leisure after an aspect verb."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_work_named_without_a_work_word(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ana is back at the loom after lunch, weaving the commission.",
        "Ana is back at the lathe.",
        "After her break Ana is back at her workbench.",
        "Ana is back at the switchboard before the phones start ringing.",
        "Ana is two hours into the night watch.",
        "Ana is three hours into her watch on the bridge.",
        "Ana stands the middle watch on the trawler.",
        "Ana finishes grouting the shower in room 4 @ Hotel Ritz",
        "Ana keeps sanding the pews @ St Mary's church: nave",
        "Ana goes back to scraping the hull @ dry dock",
        "Ana is inputting the census data.",
        "Ana keys in the survey data from the morning transects.",
        "Ana trains the new hire on the espresso machine.",
        "Ana does her chemistry homework at the kitchen table.",
        "Ana is doing her maths coursework in the library.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana re-grouts the tiles in the monastery refectory @ St Brendan's Abbey: refectory",
    "Ana is feeding sheets into the mangle @ hospital laundry",
])
def test_trade_words_are_no_ailment(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == {"work"}


@pytest.mark.parametrize("text", [
    "Ana looks at her watch and sighs.",
    "Ana is back at home after her shift.",
    "Ana forgot to do her homework.",
    "Ana will do her homework tomorrow.",
    "Ana does the washing up.",
    "Ana starts reading a novel @ library",
    "Ana keeps checking her phone @ ward 4",
    "Ana scrapes the ice off her windscreen.",
    "Ana plans to stand the night watch on Friday.",
])
def test_contrasts_stay_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ana's shift was cancelled due to the storm.",
    "Ana's shift got cancelled because of the storm.",
    "Ana's swim was called off because of the storm.",
    "Ana's training was postponed due to snow.",
])
def test_called_off_for_a_cause_stays_denied(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == set()


def test_called_off_for_a_cause_denies_only_the_thing_before_it(lex):
    text = "Ana's ferry is cancelled because of high winds, so she eats lunch in the café."
    assert actual_kinds(lex, text, OBSERVER) == {"eat"}


@pytest.mark.parametrize("text", [
    "Back-to-back patients all afternoon, no lunch.",
    "I had back-to-back appointments at the salon until six.",
    "Nomvula never got her break: she took flood calls back to back until midnight.",
])
def test_served_back_to_back_is_work(lex, text):
    assert "work" in actual_kinds(lex, text, observer="Nomvula")


def test_standing_back_to_back_is_no_work(lex):
    assert "work" not in actual_kinds(lex, "Ana and Tom stand back to back to compare heights.",
                                      OBSERVER)
