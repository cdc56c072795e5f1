"""A task participle after the observer's posture or staying verb (session 40, round worked).

Read now: a comma and an ``-ing`` task verb with its object after the observer's leisure verb
of posture or going about share the observer as subject ("Jabir kneels on the deck, sanding
the transom", "Kiri and two other grips lay sixty feet of dolly track across the sand,
levelling every section"): ``perception._posture_participle``, judged by the frames as the
observer's own verb would be. After a verb of staying (``cues.vocabulary.staying_verbs``) the
participle is the activity with or without its comma, the stay's place and hours its frame
(``perception._stayed_task``: "Bakari stays on his knees, sanding the rudder alone"). Not
without the comma after a posture ("after three nights of guarding the herd"), not with no
object ("fanning himself"), not a leisure participle ("reading a novel"), not a chore on the
doer's own things.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_task_participle_after_a_posture_is_work(lex) -> None:
    cases = [("Jabir kneels on the deck, sanding the transom.", {"work"}),
             ("Jabir yawns, sanding the transom.", {"work"}),
             ("Kiri and two other grips lay sixty feet of dolly track across the sand, levelling"
              " every section with wedges and a spirit level.", {"work"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []


def test_leisure_own_things_and_no_comma_stay_as_they_were(lex) -> None:
    cases = [("Jabir sits on the sofa, reading a novel.", {"rest"}),
             ("Jabir sits on the sofa, folding his laundry.", set()),
             ("Jabir lies on the beach, eating a sandwich.", {"eat", "rest"}),
             ("Sanjay watches the Bollywood medley from the theatre-style seating, fanning"
              " himself with the order of service.", set()),
             ("Sayri sleeps twelve hours straight after three nights of guarding the herd.",
              {"sleep"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []


def test_a_task_participle_after_a_stay_is_work(lex) -> None:
    cases = [("Jabir stays on his knees, sanding the transom.", {"work"}),
             ("At noon the crew sits down in the shade of the hull to a meal of cassava and"
              " beans; Bakari stays on his knees, sanding the rudder alone.", {"work"}),
             ("Niamh skips the spin class and stays late at the office finishing the quarterly"
              " figures.", {"work"}),
             ("Jabir stays late at the office.", {"work"})]

    def one_case(case):
        text, want = case
        observer = "Bakari" if text.startswith("At noon") else text.split()[0]
        assert actual_kinds(lex, text, observer) == want, text

    assert failing_cases(one_case, cases) == []


def test_a_stay_with_leisure_or_a_home_chore_stays_none(lex) -> None:
    cases = [("Jabir stays in bed reading.", {"rest"}),
             ("Jabir stays in his tent writing postcards.", set()),
             ("Jabir stays in the kitchen scrubbing the harira pot.", set()),
             ("Jabir stays up chatting.", {"socialize"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []
