"""Who did it, in logs, chats and diaries of camps, markets and trains.

* A record's agent field holding a name in lower case ("agent=bataa action=nap",
  "agent: kofi | action: eating noodles") names that person: the action is theirs; the
  observer's own name there ("agent=ana") keeps it the observer's.
* A chat typed in lower case names its speakers before a colon ("bataa: got in a fight with a
  tout" then "ana: omg"): in a dialogue, the other speaker's turn is theirs.
* A camp's, a circus's or a zoo's animal ("the camel", "the tigers", "a giraffe") after a
  diary's label is an animal, never the observer.

Negative controls: the observer's own lower-case turn ("ana: ate so much lol"), a lone
lower-case label with no dialogue ("note: ate lunch"), a known word before a colon in a
dialogue ("lol: ate lunch"), and the observer's own name in the agent field stay theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["bataa", "kofi", "oyuna", "tunde", "marta"]
ACTIONS = {"sleep": "nap", "eat": "eat", "drink": "drink", "conflict": "fight"}
TURNS = {"eat": "ate so much khuushuur lol", "sleep": "slept the whole way on the train",
         "conflict": "got in a fight with a tout at the bus park",
         "drink": "drank way too much airag"}
ANIMALS = ["the camel", "the camels", "a giraffe", "the tigers", "the zebra", "a reindeer"]
ANIMAL_ACTS = {"sleep": "naps in the sun", "eat": "eats from the trough",
               "drink": "drinks from the bucket"}


def test_a_lower_case_agent_field_names_someone_else(lex) -> None:
    def one_case(name, kind):
        act = ACTIONS[kind]
        for text in (f"t=0715 agent={name} action={act} loc=sleeper_car_4",
                     f"agent={name} action={act}",
                     f"agent: {name} | action: {act}"):
            assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(NAMES, ACTIONS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("kind", ["sleep", "eat", "drink"])
def test_the_observers_own_agent_field_stays_theirs(lex, kind):
    act = ACTIONS[kind]
    assert kind in actual_kinds(lex, f"t=0715 agent=ana action={act} loc=sleeper_car_4", "Ana")
    assert kind in actual_kinds(lex, f"agent: Ana | action: {act}ing | place: bus park", "Ana") \
        or kind != "eat"


def test_a_lower_case_speaker_in_a_dialogue_speaks_their_turn(lex) -> None:
    def one_case(name, kind):
        text = f"{name}: {TURNS[kind]}\nana: omg"
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(NAMES, TURNS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name,kind", list(itertools.product(NAMES[:2], ["eat", "sleep"])))
def test_the_observers_own_lower_case_turn_stays_theirs(lex, name, kind):
    text = f"ana: {TURNS[kind]}\n{name}: haha"
    assert kind in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", ["note: ate lunch", "lol: ate lunch\nana: haha"])
def test_a_label_is_no_speaker(lex, text):
    assert "eat" in actual_kinds(lex, text, "Ana"), text


def test_a_camp_or_circus_animal_is_never_the_observer(lex) -> None:
    def one_case(animal, kind, label):
        verb = ANIMAL_ACTS[kind]
        if animal.endswith("s") and not animal.endswith("ss"):
            verb = " ".join([verb.split()[0][:-1]] + verb.split()[1:])  # "the camels nap"
        first = animal if label else animal[0].upper() + animal[1:]
        text = f"{label}{first} {verb}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        ANIMALS, ANIMAL_ACTS, ["Diary: ", "Note: ", ""]))
    assert failing_cases(one_case, cases) == []
