"""An arrangement told with "be" + "to" + a bare verb has not happened yet (session 33, round
huntfuture).

* "Marcus is to dine with the tribune", "you are to rest until the doctor comes", "Dmitri was
  to sleep through Omsk": the act is arranged or ordered, not done (it was reported actual).
* "slated to" and "poised to" are the same ("is slated to swim in the relay", "is poised to
  eat"), and so is a duty "rostered" ("is rostered for the Saturday training").
* Controls: the same acts told in the present are done.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

# (observer, the act after the cue, the act told in the present, its kind)
ACTS = [
    ("Marcus", "dine with the tribune after the council", "dines with the tribune", "eat"),
    ("Noor", "eat in the staff room at two", "eats in the staff room", "eat"),
    ("Dmitri", "sleep through Omsk", "sleeps through Omsk", "sleep"),
    ("Zara", "rest in her bunk until the docking", "rests in her bunk", "rest"),
    ("Joy", "swim at Rizal pool on her rest day", "swims at Rizal pool", "exercise"),
    ("Sigrun", "drink with the crew at the harbour bar", "drinks at the harbour bar", "drink"),
    ("Rosa", "nap in the lamp room before the shift", "naps in the lamp room", "sleep"),
    ("Kwame", "play football with the boys on Saturday", "plays football with the boys",
     "exercise"),
]
CUES = ["is to", "was to", "is slated to", "is poised to"]


def test_be_to_and_slated_to_put_the_act_ahead(lex) -> None:
    def one_case(act, cue):
        observer, ahead, _, kind = act
        assert kind not in actual_kinds(lex, f"{observer} {cue} {ahead}.", observer)

    assert failing_cases(one_case, list(itertools.product(ACTS, CUES))) == []


def test_you_are_to_rest_is_an_order_not_rest(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text) == set()

    assert failing_cases(one_case, [
        "You are to rest until the doctor comes.",
        "You are to eat with the ambassador at 1900 station time.",
        "You were to sleep in the guest room.",
        "We are to dine with the consul tonight.",
        "They are to swim the channel on Sunday, and you are to sleep in the van.",
        "I am to rest for a week, the vet says.",
        "You are rostered for the Saturday 6am training.",
        "You are rostered for yoga on Friday.",
        "Dear Joy, you are rostered for the Saturday 6am training. Regards, HR",
        "You are slated to run the first leg.",
    ]) == []


def test_controls_the_act_told_in_the_present_is_done(lex) -> None:
    def one_case(act):
        observer, _, now, kind = act
        assert kind in actual_kinds(lex, f"{observer} {now}.", observer)

    assert failing_cases(one_case, ACTS) == []
