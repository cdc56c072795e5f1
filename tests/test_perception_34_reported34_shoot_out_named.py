"""A shoot-out named as a noun is a threat, and an alarm that says it is real is one too
(session 34, round reported34): "shoot-out", "shootout" and "gun battle" join
"shooting" and "gunfire" among danger's terms, so a warning that shouts one at the observer
("'Stay inside, there's a shoot-out on the avenue!' the guard shouts") is the observer's mild
danger, as a shouted tornado warning was; "not a drill" is an alarm's own word for a real
emergency. A sport's "penalty shoot-out" is a tie-break (danger ``not_after`` "penalty"); a
shoot-out on the news, in a film or in a novel stays told; "shoots out of bed" is no noun.
"gunfight" is left out: a western's gunfight told after a ";" was read as one now."""

from helpers import actual_kinds, failing_cases


def test_a_shoot_out_named_near_the_observer_is_danger(lex) -> None:
    def one_case(text, observer):
        assert "danger" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("'Get away from the windows, there's a shoot-out in the car park!' the caretaker "
         "shouts to Nadia.", "Nadia"),
        ("'Stay inside, there's a shoot-out on the avenue!' the night porter shouts into the "
         "ward.", "Pedro"),
        ("A shootout breaks out in the street below Jonas's flat.", "Jonas"),
        ("A gun battle rages two streets from Omar's hostel.", "Omar"),
        ("Over the tannoy: 'This is not a drill, leave the building now!'", "Beatriz"),
    ]) == []


def test_a_shoot_out_told_played_or_a_verb_is_no_danger(lex) -> None:
    def one_case(text, observer):
        assert "danger" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Jonas scores the winner in the penalty shootout.", "Jonas"),
        ("Kim steps up in the penalty shoot-out and misses.", "Kim"),
        ("The news reports a shoot-out in a city on another continent.", "Li"),
        ("Omar watches a film about a shoot-out in a desert town.", "Omar"),
        ("Li reads a novel about a gun battle in Texas.", "Li"),
        ("Nadia's grandfather tells her about a gun battle in the war, fifty years ago.",
         "Nadia"),
        ("Jonas shoots out of bed when the alarm rings.", "Jonas"),
        ("Mira watches a western; the shoot-out at the end is the best part.", "Mira"),
        ("Beatriz runs the evacuation drill with her class.", "Beatriz"),
        ("It is only a drill, the captain says.", "Beatriz"),
    ]) == []


def test_a_gun_battle_told_by_a_grandparent_keeps_the_company(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"socialize"}, text

    assert failing_cases(one_case, [
        ("Nadia's grandfather tells her about a gun battle in the war, fifty years ago.",
         "Nadia"),
    ]) == []
