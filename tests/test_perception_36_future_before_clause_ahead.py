"""What someone does only "before" a clause of their own told in the present is still ahead.

Session 36, round future: "Gwen puts the kettle on before she sits down to rest" had been a
rest, "washes her hands before she eats" a meal. "before" + a subject pronoun + a verb in the
present now puts the clause's event ahead (``_before_clause_cues``); the main clause before it
stays done. A clause in the past is told as done ("gulped down a glass of orange juice before I
left"), a modal or a perfect after the subject stays the negation's cut-off act ("is sick
before she can reach the bathroom"), and "has" + its object, a start or a beginning stay the
pinned order of events ("says grace before she has her dinner", "leave before they start
arguing").
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_event_of_a_present_before_clause_is_ahead(lex) -> None:
    def one_case(text, kinds, ahead):
        assert actual_kinds(lex, text, "Gwen") == kinds, text
        assert ahead in other_kinds(lex, text, "Gwen"), text

    assert failing_cases(one_case, [
        ("Gwen puts the kettle on before she sits down to rest.", set(), "rest"),
        ("Gwen washes her hands before she eats.", set(), "eat"),
        ("You brush your teeth before you go to sleep.", set(), "sleep"),
        ("Gwen eats a banana before she goes for a run.", {"eat"}, "exercise"),
        ("Gwen rests for a minute before she gets back to work.", {"rest"}, "work"),
        ("Gwen finishes her shift before she finally goes to sleep.", {"work"}, "sleep"),
    ]) == []


def test_a_past_or_cut_off_before_clause_is_unchanged(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Gwen") == kinds, text

    assert failing_cases(one_case, [
        ("Gwen ate before she slept.", {"eat", "sleep"}),
        ("I gulped down a glass of orange juice before I left the house.", {"drink"}),
        ("Gwen is sick before she can reach the bathroom.", {"illness"}),
        ("Gwen says grace before she has her dinner.", {"eat"}),
        ("The cook slides a plate over and Gwen starts eating before he lets go of it.",
         {"eat"}),
        ("Gwen has lunch with her colleagues before she heads back to the office.",
         {"eat", "socialize"}),
    ]) == []
