"""Who did what: the observer as the subject of a contact clause (a relative clause with no
"that") is no subject of the main verb after it: "The baby Ana is holding falls asleep" is the
baby's sleep, "Everyone Ana knows is asleep" everyone else's.

The clause's verb may be a verb group ("is holding", "you're minding", "has been walking"), a
verb with a stranded "after" ("the patient Ana looks after"); the main verb may be a plain form
after a plural head ("the kids Ana teaches run laps") or a past ("the dog I walk ate ..."); the
head may be a pronoun opening its clause ("everyone", "somebody").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = [("Ana", "Ana is"), ("Tomas", "Tomas is"), ("you", "you're"), ("I", "I'm")]
HEADS = ["The baby", "The toddler", "The little boy", "The puppy", "The old man"]
GROUPS = ["holding", "minding", "looking after", "feeding"]
MAIN = [("sleep", "falls asleep"), ("eat", "eats all the biscuits"),
        ("drink", "drinks a whole bottle of milk"), ("illness", "throws up")]


def test_a_verb_group_contact_clause_keeps_the_observer_out(lex) -> None:
    def one_case(observer, head, group, main):
        name, subject = observer
        kind, tail = main
        text = f"{head} {subject} {group} {tail}."
        obs = name if name not in ("you", "I") else "Mira"
        assert kind not in actual_kinds(lex, text, obs), text

    cases = list(itertools.product(
        OBSERVERS, HEADS, GROUPS, MAIN))
    assert failing_cases(one_case, cases) == []


PRONOUN_HEADS = ["Everyone", "Everybody", "Somebody"]
CLAUSES = ["{o} knows", "{o} works with", "{o} met at the party"]
STATES = [("sleep", "is asleep"), ("illness", "is off sick"), ("drink", "is drinking")]


def test_a_pronoun_head_contact_clause(lex) -> None:
    def one_case(head, clause, state, observer):
        kind, tail = state
        text = f"{head} {clause.format(o=observer)} {tail}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        PRONOUN_HEADS, CLAUSES, STATES, ["Ana", "you"]))
    assert failing_cases(one_case, cases) == []


PLURAL_HEADS = ["The kids", "The children", "The students", "The friends"]
PLURAL_CLAUSES = ["Ana teaches", "Ana made at school", "Ana looks after", "Ana is minding"]
PLURAL_MAIN = [("exercise", "run laps every morning"), ("sleep", "nap after lunch"),
               ("drink", "drink too much")]


def test_a_plural_head_and_a_plain_main_verb(lex) -> None:
    def one_case(head, clause, main):
        kind, tail = main
        text = f"{head} {clause} {tail}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        PLURAL_HEADS, PLURAL_CLAUSES, PLURAL_MAIN))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("The baby I was holding fell asleep.", "sleep"),
    ("The baby Ana held fell asleep.", "sleep"),
    ("The boy Ana tutored ate lunch.", "eat"),
    ("The kid you were minding ate all the cookies.", "eat"),
    ("The dog I walk every morning ate a whole chicken.", "eat"),
    ("The dog Ana walks every morning ate a whole chicken.", "eat"),
    ("The horse Ana rides every day drank the whole trough.", "drink"),
])
def test_a_past_main_verb(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text,kind", [
    # the observer's own doing: no contact clause before it
    ("The next day Ana is sick.", "illness"),
    ("That evening Ana is eating dinner.", "eat"),
    ("The day Ana was sick she slept.", "sleep"),
    ("The night Ana is working she eats.", "eat"),
    ("Ana is holding the baby and falls asleep.", "sleep"),
    ("The dog Ana walks every morning eats a whole chicken.", "walk"),
    ("This week Ana has been sleeping badly.", "sleep"),
])
def test_controls_the_observers_own_doing(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


HURT_HEADS = [("The old woman", "her"), ("The old man", "his"), ("The boy", "his"),
              ("The girl", "her")]
HURT_CLAUSES = ["Ana cleans for", "you care for", "Ana is looking after", "I babysit"]


def test_an_owner_pronoun_after_the_clause_is_the_heads(lex) -> None:
    def one_case(head, clause):
        noun, owner = head
        text = f"{noun} {clause} has fallen and hurt {owner} hip."
        assert "injury" not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(HURT_HEADS, HURT_CLAUSES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Someone you work with got into a fight.", "conflict"),
    ("Someone Ana works with got into a fight.", "conflict"),
    ("The family you're staying with eat dinner at six.", "eat"),
    ("The team Ana coaches run ten laps.", "exercise"),
])
def test_a_collective_head_or_a_past_a_few_words_before_its_action(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text,kind", [
    # the observer named again after the clause keeps what they do
    ("The woman Ana cleans for thanks her and Ana eats a biscuit.", "eat"),
    ("The man Ana married says she is beautiful and she eats.", "eat"),
])
def test_controls_the_observer_again_after_the_clause(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


ADVERB_MAIN = [("danger", "nearly drowns in the pool"), ("illness", "suddenly throws up"),
               ("eat", "happily eats a whole chicken"), ("danger", "is nearly hit by a car")]


def test_an_adverb_before_the_main_verb_and_a_mishap_after_the_clause(lex) -> None:
    def one_case(head, clause, main):
        kind, tail = main
        text = f"{head} {clause} {tail}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        ["The kid", "The dog", "The boy"], ["Ana is babysitting", "you tutor", "Ana walks"],
        ADVERB_MAIN))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    # the observer's own vehicle or home, named by a contact clause, is still theirs
    "The car Ana is driving skids on the ice.",
    "The boat Ana is sailing capsizes.",
    "The house Ana lives in is on fire.",
])
def test_controls_the_observers_own_danger(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana"), text
