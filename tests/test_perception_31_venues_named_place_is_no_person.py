"""A named place is no person (session 31, venues).

* A capitalised sequence opened by "the" after a place preposition names one place or thing,
  every word of it ("sat at the Golden Spur", "stops at the Big Bear", "aboard the Sea Queen",
  "at the Spur Saloon"): a later "he"/"she" is the observer's, not a "Spur" or "Bear" someone.
* So does a capitalised sequence joined by a place particle (core.yaml
  ``cues.vocabulary.place_particles``: "at Gare de Lyon", "Porte de Clichy", "at the Hotel de
  la Paix").
* Controls: people stay people ("shouts at the Captain", "sits with the Doctor", "sits with
  the Old Doctor": "the" after no place preposition (``cues.vocabulary.venue_prepositions``),
  "talks to Jan van Dijk", "meets Ana at the Golden Spur and she eats"), and a name right
  after a bare place ("In Paris Tom eats") is someone.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

VENUES = ["at the Golden Spur", "at the Big Bear", "at the Spur Saloon", "aboard the Sea Queen",
          "at the Corner Store", "at the Red Lion Inn", "inside the Jolly Sailor",
          "outside the Old Mill Tavern", "at Gare de Lyon", "at Porte de Clichy",
          "at Château de Vincennes", "near Estación de Atocha", "at the Hotel de la Paix",
          "at Gare du Nord", "in the Café de Flore", "at the Blue Moon Diner"]
# (the observer's act after the venue, its kind, the frame joining them)
ACTS = [("and {p} ate a burger.", "eat"), ("and {p} drinks a coffee.", "drink"),
        ("; {p} sleeps in the back.", "sleep"), (", having slept badly.", "sleep")]


def test_a_named_venue_is_no_one_a_later_pronoun_means(lex) -> None:
    def one_case(observer, pronoun, venue, act):
        tail, kind = act
        text = f"{observer} waits {venue} {tail.format(p=pronoun)}"
        if tail.startswith(";") or tail.startswith(","):
            text = f"{observer} waits {venue}{tail.format(p=pronoun)}"
        assert actual_kinds(lex, text, observer) == {kind}, text
        assert other_kinds(lex, text, observer) == set(), text

    cases = list(itertools.product([("Tyrell", "he"), ("Mara", "she")], VENUES, ACTS))
    assert failing_cases(lambda who, venue, act: one_case(who[0], who[1], venue, act),
                         cases) == []


def test_controls_a_person_after_a_place_word_stays_someone(lex) -> None:
    def one_case(text):
        assert other_kinds(lex, text, "Tyrell") == {"eat"}, text

    cases = ["Tyrell shouts at the Captain and he eats a burger.",
             "Tyrell sat with the Doctor and he ate a burger.",
             "Tyrell talks to Jan van Dijk and he eats a pie.",
             "Tyrell meets Ana at the Golden Spur and she eats a burger.",
             "Tyrell sat at the Golden Spur while Tom ate a burger.",
             "Tyrell drinks at the Golden Spur with Ana and she eats a burger.",
             "Tyrell waits at Gare de Lyon while Tom eats a croissant.",
             "In Paris Tom eats a croissant.",
             "Tyrell sits near Tom Baker; Tom eats a croissant.",
             "Tyrell is aboard the Sea Queen while the captain eats a pie.",
             "Tyrell sits with the Old Doctor and he eats a pie.",
             "Tyrell talks to the Old Captain and he eats a pie.",
             "Tyrell sits with the Grand Duke and he eats a pie."]
    assert failing_cases(one_case, cases) == []
