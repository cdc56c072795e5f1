""""Not once" keeps its negation, and a set phrase said reports nothing (session 10).

"hasn't stopped once for a drink": "once" before a preposition, "to", "again" or an end is the
adverb, not the subordinator ("once the kids are asleep"), so the clause, and the negation,
go on to the drink (``perception._Segments``). "Saoirse says no thanks to the pint and sips a
pot of tea": a set phrase said (no thanks, goodbye, hello, sorry, grace: core.yaml
``exceptions``) is a speech act, not a report of what follows, so the tea is drunk. Seen in the
tuning sets as r63-046 and r64-048; the grids widen them, with controls.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Pablo"


def events(lex, text: str) -> list[tuple[str, bool, str]]:
    return [(e.kind, e.negated, e.mode) for e in perceive(text, lex, observer=OBSERVER)
            if e.subject == "self"]


SUBJECTS = ["Pablo hasn't", "You haven't", "I didn't", "Pablo never"]
STOPS = [("stop once for a drink", "drink"), ("stop once to eat", "eat"),
         ("stop once for a bite to eat", "eat"), ("stop once to rest", "rest")]
AFTER = ["", " all day", " since dawn", "; his mouth is bone-dry"]
FORMS = {"hasn't": "stopped", "haven't": "stopped", "didn't": "stop", "never": "stops"}


def test_not_once_negates_the_stop(lex):
    wrong = {}
    for subject, (stop, kind), after in itertools.product(SUBJECTS, STOPS, AFTER):
        stop = stop.replace("stop", FORMS[subject.split()[-1]], 1)
        text = f"{subject} {stop}{after}."
        if (kind in actual_kinds(lex, text, OBSERVER)
                or (kind, True, "actual") not in events(lex, text)):
            wrong[text] = events(lex, text)
    assert wrong == {}


def test_once_as_a_subordinator_or_the_handed_line(lex):
    assert actual_kinds(lex, "Pablo won't eat once the kids are asleep.", OBSERVER) == set()
    assert actual_kinds(lex, "Once the kids are asleep, Pablo eats.", OBSERVER) == {"eat"}
    assert actual_kinds(lex, "Pablo stops once for a drink.", OBSERVER) == {"drink"}
    assert actual_kinds(lex, "Pablo's mouth is bone-dry; he's been driving for four hours and "
                             "hasn't stopped once for a drink.", OBSERVER) == set()


SAID = ["says no thanks to the pint", "said no thank you to the wine", "says goodbye to Tom",
        "says hello to the barman", "says sorry to her sister", "says grace"]
NEXT = [("sips a pot of tea on her own", "drink"), ("eats her lunch", "eat"),
        ("drinks a glass of water", "drink"), ("dozes off by the fire", "sleep")]


def test_a_set_phrase_said_reports_nothing_after_it(lex):
    wrong = {}
    for said, (nxt, kind) in itertools.product(SAID, NEXT):
        if said.startswith("said"):
            nxt = {"sips": "sipped", "eats": "ate", "drinks": "drank", "dozes": "dozed"}[
                nxt.split()[0]] + nxt[nxt.index(" "):]
        text = f"Pablo {said} and {nxt}."
        if kind not in actual_kinds(lex, text, OBSERVER):
            wrong[text] = events(lex, text)
    assert wrong == {}


CONTROLS = [
    # what is said is still reported
    "Pablo says he ate a sandwich.",
    "Pablo says that he slept well.",
    # someone else says the set phrase and acts
    "His sister says no thanks to the pint and sips a pot of tea.",
]


def test_controls(lex):
    assert {text: actual_kinds(lex, text, OBSERVER) for text in CONTROLS} \
        == {text: set() for text in CONTROLS}
