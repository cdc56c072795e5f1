"""One's own tray had is a tray held, not a meal yet (session 34, round fresh169: "Anniken has
her tray of meatballs and is looking for a free seat in the canteen" had been eaten through
"have + tray of").

Exceptions "have {owner} tray", "have {owner} lunch tray", "have {owner} food tray" mask the
light verb. Controls: a tray of food with no owner had is a meal, a plate or a bowl of one's own
had is a meal, and a meal verb after the tray still eats.
"""

from helpers import actual_kinds, failing_cases


def test_own_tray_had_is_held(lex) -> None:
    def one_case(text):
        assert "eat" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana has her tray of fish balls and heads for the window table.",
        "Ana has her lunch tray and looks round for her colleagues.",
        "You have your tray of curry and wait for a free table.",
        "Ana had her food tray in both hands when the alarm went.",
    ]) == []


def test_a_tray_eaten_or_a_plate_had_is_a_meal(lex) -> None:
    def one_case(text):
        assert "eat" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana has a tray of baklava with her sister.",
        "Ana has a tray of meatballs in the canteen.",
        "Ana has her tray of meatballs and eats them at the window.",
        "Ana has her plate of pasta.",
        "Ana has her bowl of soup at the window.",
    ]) == []
