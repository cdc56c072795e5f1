"""A record's role key, word forms, free weights, a threat gone, sleep through, a deck
(session 32, round fresh149).

* A key=value or key: value record may name its subject by a role key (core.yaml
  ``status_activity.record_fields.agent``: passenger, guest, patient, person, employee,
  worker, staff): "passenger=Tariq; activity=drinking ginger ale" is Tariq's own drink; the
  key is no one else. Control: another name after the key is that person's record.
* "grippe" (flu) is ``inflections.invariable``: "gripping the rail" is the verb grip, no flu;
  "has the grippe" stays an illness.
* Free weights lifted are exercise ("has been lifting free weights for forty minutes").
* A threat "long gone" is no danger now ("knits in the library, the storm long gone").
* A drill, a meeting or a shift slept through was not joined (work `not_after`).
* A body whose feet lift clear of, lift off or leave the deck is in danger.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Tariq"
KEYS = ["passenger", "guest", "patient", "person", "employee", "worker", "staff"]
RECORDS = [
    ("{key}={name}; deck=9; activity=drinking ginger ale", "drink"),
    ("{key}: {name} | activity: eating a sandwich", "eat"),
    ("{key}={name} | loc=cabin 6112 | doing=sleeping", "sleep"),
]


def test_a_records_role_key_names_its_subject(lex) -> None:
    def one_case(key, record):
        text, kind = record
        assert actual_kinds(lex, text.format(key=key, name=OBSERVER), OBSERVER) == {kind}
        other = text.format(key=key, name="Mona")
        assert actual_kinds(lex, other, OBSERVER) == set()
        assert kind in other_kinds(lex, other, OBSERVER)

    assert failing_cases(one_case, list(itertools.product(KEYS, RECORDS))) == []


GRIPS = [
    "Tariq is gripping the rail when the ship pitches.",
    "Tariq grips the handle of his suitcase.",
    "Tariq is gripping his mug of tea by the fire.",
    "Tariq gripped the ladder with both hands.",
    "You grip the steering wheel and stare ahead.",
]


def test_gripping_is_no_grippe(lex) -> None:
    def one_case(text):
        assert "illness" not in actual_kinds(lex, text, OBSERVER)

    assert failing_cases(one_case, GRIPS) == []
    assert actual_kinds(lex, "Tariq has the grippe.", OBSERVER) == {"illness"}
    assert actual_kinds(lex, "J'ai la grippe, dit Tariq.", OBSERVER) == {"illness"}


def test_lifting_free_weights_is_exercise(lex) -> None:
    for text in ["Tariq has been lifting free weights for forty minutes.",
                 "Tariq lifts free weights in the garage.",
                 "You lift free weights at the gym before work."]:
        assert actual_kinds(lex, text, OBSERVER) == {"exercise"}, text
    assert actual_kinds(lex, "Mona lifts free weights while Tariq watches.", OBSERVER) == set()


def test_a_threat_long_gone_is_no_danger(lex) -> None:
    for text, kinds in [
        ("Tariq still knits quietly in the library, the storm long gone.", {"rest"}),
        ("The flood long gone, Tariq sweeps out the mud.", set()),
        ("Tariq reads by the window; the blizzard is long gone.", set()),
    ]:
        assert actual_kinds(lex, text, OBSERVER) == kinds, text
    assert actual_kinds(lex, "A storm is coming and Tariq is scared.", OBSERVER) == {"danger"}


SLEPT_THROUGH = ["the man overboard drill", "the staff meeting", "the morning shift",
                 "the whole evacuation drill", "the team briefing on the bridge"]
SLEEP_FORMS = ["slept through", "sleeps through", "is sleeping through", "slept right through"]


def test_what_is_slept_through_is_not_joined(lex) -> None:
    def one_case(sleep, what):
        assert actual_kinds(lex, f"Tariq {sleep} {what}.", OBSERVER) == {"sleep"}

    assert failing_cases(one_case, list(itertools.product(SLEEP_FORMS, SLEPT_THROUGH))) == []
    assert actual_kinds(lex, "Tariq runs the man overboard drill.", OBSERVER) == {"work"}


def test_a_body_thrown_off_the_deck_is_in_danger(lex) -> None:
    for text in ["Tariq leans over the rail when the ship rolls and his feet lift clear of "
                 "the deck.", "Tariq's feet leave the deck as the wave hits.",
                 "Tariq slips and his feet lift off the deck."]:
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text
    assert actual_kinds(lex, "Mona's feet lift clear of the deck as Tariq watches.",
                        OBSERVER) == set()
    assert actual_kinds(lex, "The crane lifts the crate clear of the deck while Tariq eats.",
                        OBSERVER) == {"eat"}
