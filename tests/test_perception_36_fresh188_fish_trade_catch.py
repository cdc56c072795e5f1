"""A fish trade's catch (session 36, round fresh188, a Scottish island fishing village): a
sport's name counted by a catch's or a plate's measure is the fish ("landing boxes of skate and
monkfish", "a plate of skate"); "boxing" before a fish is the catch packed, no bout ("is gutting
and boxing haddock"); a harbour's landing shed is a workplace; an inn's bars named by a home word
("lounge bar") are its staff's, as a café's terrace is; a crossword done there is no task.
Controls: skating and boxing as sports stay exercise; a drinker's wait at an inn stays none.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_sport_named_fish_counted_by_a_measure_is_fish(lex) -> None:
    assert actual_kinds(lex, "Iain is landing boxes of skate and monkfish @ harbour: market quay",
                        "Iain") == {"work"}
    assert actual_kinds(lex, "Iain landed three boxes of skate.", "Iain") == {"work"}
    assert actual_kinds(lex, "Iain eats a plate of skate.", "Iain") == {"eat"}


def test_fish_boxed_is_packed_no_bout(lex) -> None:
    assert actual_kinds(lex, "Iain is gutting and boxing haddock @ fish market: landing shed",
                        "Iain") == {"work"}
    assert actual_kinds(lex, "Iain boxes the haddock.", "Iain") == {"work"}
    assert actual_kinds(lex, "Iain is boxing haddock on the quay.", "Iain") == set()
    assert actual_kinds(lex, "Iain is boxing up his books for the move.", "Iain") == set()


def test_a_landing_shed_is_a_workplace(lex) -> None:
    assert actual_kinds(lex, "Iain is hosing down the floor @ harbour: landing shed",
                        "Iain") == {"work"}
    assert actual_kinds(lex, "Iain is waiting for the ferry @ harbour: landing shed",
                        "Iain") == set()


def test_an_inns_lounge_bar_is_its_staffs(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Morag") == {"work"}, text

    cases = ["Morag is wiping down tables @ The Anchor Inn: lounge bar",
             "Morag is collecting empty glasses @ The Crown Tavern: lounge",
             "Morag is restocking the fridges @ Old Mill Inn: lounge bar"]
    assert failing_cases(one_case, cases) == []


def test_a_drinkers_pastimes_at_an_inn_stay_no_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Kit") == set(), text

    cases = ["Kit is reading the paper @ The Anchor Inn: lounge bar",
             "Kit is waiting for his mates @ The Anchor Inn: lounge",
             "Kit is doing the crossword @ The Anchor Inn: lounge bar",
             "Kit is doing a sudoku @ Sunny Café: terrace",
             "Kit is wiping the tables @ his flat: lounge"]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Kit is doing the accounts @ The Anchor Inn: office",
                        "Kit") == {"work"}


def test_the_sports_stay_exercise(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Iain") == {"exercise"}, text

    cases = ["Iain goes skating on the loch.",
             "Iain is boxing in the gym.",
             "Iain boxes three rounds with his coach.",
             "Iain spends an hour of skating at the rink."]
    assert failing_cases(one_case, cases) == []
