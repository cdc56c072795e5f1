"""A meal's items listed after a colon are what was had (session 37, handed day B tick 47):
"You eat dinner with Bram at the kitchen table: rice, grilled courgettes and peppers, and a lot
of iced water" is a drink too, judged where the meal is (its subject, denial and plan are the
drink's). A clause after the colon adds nothing: a form of be or have, a possessive, a verb in
-s or before an article ("You eat dinner: Sam drinks a beer" is Sam's drink only)."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

from engine.perception import perceive

DRUNK_FROM_THE_LIST = [
    ("You eat dinner with Bram at the kitchen table: rice, grilled courgettes and peppers, and a "
     "lot of iced water.", "Ines"),
    ("You eat breakfast on the balcony: toast, eggs and a mug of coffee.", "Ines"),
    ("You have lunch at the canteen: soup, bread and a glass of milk.", "Ines"),
]

NO_DRINK_OF_THE_OBSERVER = [
    ("You eat dinner: Sam's beer goes flat.", "Ines"),
    ("You eat dinner: Sam drinks a beer.", "Ines"),
    ("You eat dinner: Bram pours the wine.", "Ines"),
    ("You eat dinner. Later: a beer with Sam.", "Ines"),
    ("Sam eats dinner: rice and a lot of water.", "Ines"),
    # a status line's place and a record's next field are no list of the meal
    ("Ines is eating lunch @ The Tap Room: bar", "Ines"),
    ("NPC Ines | action: eating a mutton pie | loc: The Gilded Tankard, corner booth", "Ines"),
]


def test_a_drink_in_the_list_after_a_meals_colon_is_drunk(lex):
    def check(text: str, observer: str) -> None:
        assert actual_kinds(lex, text, observer) - {"socialize"} == {"eat", "drink"}

    assert failing_cases(check, DRUNK_FROM_THE_LIST) == []


def test_a_clause_or_another_sentence_after_the_colon_gives_the_observer_no_drink(lex):
    def check(text: str, observer: str) -> None:
        assert "drink" not in actual_kinds(lex, text, observer)

    assert failing_cases(check, NO_DRINK_OF_THE_OBSERVER) == []


def test_the_listed_drink_takes_the_meals_plan_and_subject(lex):
    planned = perceive("You will eat dinner at eight: pasta and red wine.", lex, observer="Ines")
    assert [(e.kind, e.subject, e.mode) for e in planned if e.kind == "drink"] == [
        ("drink", "self", "planned")]
    other = perceive("Sam eats dinner: rice and a lot of water.", lex, observer="Ines")
    assert [(e.kind, e.subject, e.term) for e in other if e.kind == "drink"] == [
        ("drink", "other", "eat + water")]
