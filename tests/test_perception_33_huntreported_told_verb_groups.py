"""What a speech verb or the news tells reaches the whole told clause (session 33, huntreported).

* An "-ing" form after "and" that shares the "be" of a progressive before it is one verb group
  with the first "-ing": a report cue before that "be" covers both ("Marcus's scouts report the
  men are eating and drinking", "Sam tells his mum he is eating properly and sleeping well").
  The second "-ing" was read as a new predicate, done now (a leak when the told subject was
  read as the observer).
* A nation or a people in the plural is people, the subject of what follows it ("the Germans
  are eating", "the Canadians were drinking"); the nationality's adjective alone stays no one.
* "on the news that" / "in the news that" tells the whole clause after it, a participle after
  a comma included ("saw on the news that a crane fell, injuring two builders"); "on the news"
  alone reaches only a few words.
* "report" + he, she or they opens a told clause without "that" ("the scouts report they
  are eating"); not "report it" (an object: "reports it to the manager").
* Controls: a progressive whose own "-ing" is the report cue keeps the joined "-ing" the
  observer's ("Ana is reading a novel and eating cherries").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

from engine.perception import perceive

OBSERVER = "Ana"
PAIRS = [("eating", "drinking"), ("eating", "sleeping"), ("drinking", "eating"),
         ("sleeping", "eating"), ("singing", "drinking"), ("resting", "eating"),
         ("eating well", "sleeping")]
TELLERS = [
    ("Ana's brother says the men are {a} and {b}.", set()),
    ("Ana's scouts report that they are {a} and {b}.", set()),
    ("Ana's nurse mentions the patients were {a} and {b} at noon.", set()),
    ("The radio says the refugees are {a} and {b} in the camp.", set()),
    ("Ana tells her mum she is {a} and {b} properly.", {"socialize"}),
    ("Ana reads that the climbers are {a} and {b} at base camp.", set()),
]


def test_a_joined_ing_sharing_a_told_progressive_is_told(lex) -> None:
    def one_case(frame, pair):
        text, want = frame
        got = actual_kinds(lex, text.format(a=pair[0], b=pair[1]), OBSERVER)
        assert got == want, f"{got} != {want}"

    assert failing_cases(one_case, itertools.product(TELLERS, PAIRS)) == []


def test_a_progressive_whose_ing_is_the_report_stays_the_observers(lex) -> None:
    assert actual_kinds(lex, "Ana is reading a novel and eating cherries.", OBSERVER) == {"eat"}
    assert actual_kinds(lex, "Ana is reading a thriller and drinking tea.", OBSERVER) == {"drink"}


PEOPLES = ["Germans", "Italians", "Canadians", "Russians", "Swedes", "Romans", "Britons",
           "Koreans", "Turks", "Scots", "Australians", "Vikings"]
PEOPLE_FRAMES = ["Scouts say the {p} eat bread.",
                 "Ana's scouts report the {p} are eating and drinking.",
                 "Ana hears the {p} were drinking all night.",
                 "The tribune explains that the {p} ambushed a supply train."]


def test_a_people_in_the_plural_is_someone_else(lex) -> None:
    def one_case(frame, people):
        text = frame.format(p=people)
        selves = [e.kind for e in perceive(text, lex, observer=OBSERVER) if e.subject == "self"]
        assert selves == [], selves

    assert failing_cases(one_case, itertools.product(PEOPLE_FRAMES, PEOPLES)) == []


NEWS = ["Ana saw on the news that {e}.", "Ana hears on the news that {e}.",
        "Ana read in the news that {e}.", "On the news that morning Ana saw that {e}."]
EVENTS = ["a crane fell, injuring two builders", "a school was evacuated after a gas leak",
          "a bus crashed on the ring road, injuring six passengers",
          "a ferry sank off the coast, drowning nine people"]


def test_the_news_that_tells_its_whole_clause(lex) -> None:
    def one_case(frame, event):
        got = actual_kinds(lex, frame.format(e=event), OBSERVER)
        assert got == set(), got

    assert failing_cases(one_case, itertools.product(NEWS, EVENTS)) == []


BODIES = ["cavalry", "infantry", "garrison", "legion", "cohort", "regiment", "battalion", "army",
          "militia", "horde"]
BODY_FRAMES = ["Scouts say the {b} is eating.", "Update: the {b} resting at the oasis.",
               "The enemy {b} rests by the river.", "Ana's scouts report the {b} is drinking."]


def test_an_armys_body_of_men_is_someone_else(lex) -> None:
    def one_case(frame, body):
        text = frame.format(b=body)
        selves = [e.kind for e in perceive(text, lex, observer=OBSERVER) if e.subject == "self"]
        assert selves == [], selves

    assert failing_cases(one_case, itertools.product(BODY_FRAMES, BODIES)) == []


REPORTERS = ["Ana's scouts", "The nurses", "Ana's sentries", "The lookouts", "The rangers"]
TOLD = ["they are eating and drinking", "they slept in the barn", "she is napping by the fire",
        "he drank the last of the water"]


def test_report_and_a_subject_pronoun_tells_a_clause(lex) -> None:
    def one_case(reporter, told):
        got = actual_kinds(lex, f"{reporter} report {told}.", OBSERVER)
        assert got == set(), got

    assert failing_cases(one_case, itertools.product(REPORTERS, TOLD)) == []
