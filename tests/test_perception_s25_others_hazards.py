"""A threat word with no one of its own, in a sentence whose threat befalls someone else, is
theirs too when the text does not name the observer near it (session 25, leaks).

"Tom's kitchen fills with smoke when the pan of oil catches fire" told the smoke as Tom's but
the fire as the observer's; the second threat word of such a sentence has no subject, and the
observer is nowhere in the scene. The observer named in the text ("you", "I", their name) keeps
the judgement of nearness as before ("A loose wheel bounces over the fence a few metres from
Kayla and smashes a camera stand" stays Kayla's threat), except as the hearer of news told in a
"that" clause after a verb of news ("Kenji learns that a tree crashed through Tom's roof in the
gale") or before someone else's "whose" clause ("Kenji checks on Tom, whose house was hit by
lightning in the storm"); a diary's
line opening on a verb with no subject is the writer's ("Ran from the fire as Tom's barn
burned")."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Kenji"


def test_a_second_threat_word_is_the_others(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, OBSERVER)
        assert "danger" in other_kinds(lex, text, OBSERVER)

    cases = [
        "Tom's kitchen fills with smoke when the pan of oil catches fire.",
        "A tree crashes through the roof of Tom's kitchen in the gale.",
        "Smoke pours from Lena's flat as the fire spreads along the landing.",
        "Flames lick up the side of Marco's barn and the fire jumps to the hayloft.",
        "Floodwater pours into Priya's cellar as the storm surge tops the wall.",
        "A wave crashes over the bow of Eli's boat in the squall.",
        "Lightning strikes the oak beside Carmen's tent during the thunderstorm.",
        "Gas leaks from the pipe in Ruth's basement and the fumes build up.",
        "Kenji learns that a tree crashed through Tom's roof in the gale.",
        "Kenji hears that Tom's kitchen filled with smoke when the pan caught fire.",
        "Kenji checks on Tom, whose house was hit by lightning in the storm.",
        "Kenji phones Tom, whose cellar is flooding in the storm.",
    ]
    assert failing_cases(one_case, cases) == []


def test_the_observer_near_the_threat_keeps_it(lex) -> None:
    def one_case(text, observer):
        assert "danger" in actual_kinds(lex, text, observer)

    cases = [
        ("A loose wheel bounces over the catch fence a few metres from Kayla and smashes a camera "
         "stand; nobody is hurt.", "Kayla"),
        ("Ivo opens the kitchen door and a wall of smoke rolls out; the pan he left on the hob is "
         "in flames.", "Ivo"),
        ("Tom's kitchen fills with smoke and you grab the fire blanket as the pan catches fire.",
         OBSERVER),
        ("Kenji is standing next to Tom when the gas bottle explodes.", OBSERVER),
        ("Smoke fills the lobby as the gunman fires at the guard; you dive behind the desk.",
         OBSERVER),
        ("Smoke fills the kitchen as the pan of oil catches fire.", OBSERVER),
        ("A tree crashes through the roof of your kitchen in the gale.", OBSERVER),
        ("Kenji's kitchen fills with smoke when the pan of oil catches fire.", OBSERVER),
        # a diary's line opening on a verb: its unsaid subject is the writer, the observer
        ("Ran from the fire as Tom's barn burned.", OBSERVER),
        ("Trapped in the lift with Tom when the fire alarm went off and smoke came in.", OBSERVER),
        ("Sheltering from the gale as Tom's roof blows off.", OBSERVER),
        # the observer's own "whose" clause is no one else's news
        ("Kenji, whose boat is moored beside Tom's, watches the squall swamp Tom's dinghy in the "
         "storm.", OBSERVER),
        # an observer word inside a matched phrase, which no mention holds
        ("The dog snaps at your hand.", OBSERVER),
        # a warning aimed at a group the observer is in
        ("The chef yells at everyone to run, the fryer's on fire.", OBSERVER),
    ]
    assert failing_cases(one_case, cases) == []
