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
