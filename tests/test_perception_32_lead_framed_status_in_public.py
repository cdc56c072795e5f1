"""A status line at a public place is the job when its activity holds a work frame.

Public spaces (core.yaml ``status_activity.public_places``: a street, a square, a park) are
among the status places where an activity is no job by itself ("is feeding the ducks @ park").
A work frame in the activity's predicate (people served, an occasion, a batch count) names the
job there as it does in a narrative sentence: "Kai wrangles forty extras into position for the
market scene @ town square". A home word in the same place keeps it a home, and an activity
without a frame at a public place stays no job.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Kai"
FRAMED = ["wrangles forty extras into position for the market scene",
          "is handing out two hundred flyers for the festival",
          "is setting up the barriers for the parade",
          "unloads sixty crates of melons for the stallholders",
          "is marking out the pitches for the charity fun run"]
PUBLIC = ["town square", "high street", "park: bandstand", "seafront: promenade",
          "station: platform 4"]


def test_a_framed_activity_at_a_public_place_is_the_job(lex) -> None:
    def one_case(activity, place):
        kinds = actual_kinds(lex, f"{OBSERVER} {activity} @ {place}", OBSERVER)
        assert kinds == {"work"}, kinds

    cases = [(a, p) for a in FRAMED for p in PUBLIC]
    assert failing_cases(one_case, cases) == []


def test_a_framed_activity_at_a_home_stays_no_job(lex) -> None:
    def one_case(activity, place):
        kinds = actual_kinds(lex, f"{OBSERVER} {activity} @ {place}", OBSERVER)
        assert "work" not in kinds, kinds

    cases = [("is baking forty cookies for the school fair", "home: kitchen"),
             ("is wrapping sixty presents for the party", "Kai's flat: living room"),
             ("is baking forty cookies for the school fair", "Elm Street: flat 3"),
             ("is sorting two hundred photos for the wedding album", "Elm Street: flat 3"),
             ("is icing forty cupcakes for the bake sale", "home: kitchen"),
             ("is folding fifty napkins for the party", "Kai's house: dining room"),
             ("is sweeping the path", "high street"),
             ("is feeding the ducks", "park: pond"),
             ("is reading a novel", "park: bench"),
             ("is walking the dog", "seafront: promenade")]
    assert failing_cases(one_case, cases) == []


def test_a_fronted_phrase_before_the_observer_keeps_the_status_activity(lex) -> None:
    # "After the briefing, Kai is ... @ place": a phrase fronted with its comma opens the
    # status sentence before the observer, as a time word does
    def one_case(fronted, activity):
        kinds = actual_kinds(lex, f"{fronted}, Kai {activity} @ film set: market", OBSERVER)
        assert kinds == {"work"}, kinds

    fronted = ["After the briefing", "Without a break", "Without even a sip of water",
               "Before the first take", "Despite the rain", "During the lunch rush"]
    activities = ["is wrangling the extras", "wrangles the extras", "is re-stacking the crates",
                  "is marshalling the crowd"]
    cases = [(f, a) for f in fronted for a in activities]
    assert failing_cases(one_case, cases) == []


def test_a_fronted_phrase_leaves_leisure_and_homes_alone(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = ["After dinner, Kai is reading a novel @ home: sofa",
             "In the rain, Kai is feeding the ducks @ park: pond",
             "After the briefing, Kai is watching the sunset @ beach",
             "Without a word, Kai is scrolling his phone @ bus stop",
             "Before bed, Kai is folding his laundry @ Kai's flat: bedroom",
             "During the storm, Kai is playing cards @ home: kitchen",
             "After the match, Kai is chatting with Ana @ pub",
             "Despite the cold, Kai is walking the dog @ park",
             "Since noon, Kai is lying on the sofa @ home: living room",
             "After lunch, Kai is napping @ home: bedroom"]
    assert failing_cases(one_case, cases) == []
