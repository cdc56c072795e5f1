"""An unknown noun an owner has, as the subject of a hurt, is someone else (session 33, round
huntotheragent).

* "Takeshi's senpai dislocated his elbow", "Ana's padrino has the flu": a word the lexicon does
  not know right after an owner and before the hurt's verb (or before *be*/*get* and an ``-ing``
  or ``-ed`` form, or *has* and an article) heads the subject, most often a role or kin word the
  lexicon lacks; the hurt was the owner's (a leak).
* Left: after "your"/"my" in a text with nobody named the hurt stays the observer's.
* Controls: a body part the owner has stays the owner's ("Takeshi's nose is bleeding", "her
  pinky is swollen"), and a known person noun already was someone else.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OWNERS = ["Ana's", "Grandpa Joe's"]
OBSERVERS = {"Ana's": "Ana", "Grandpa Joe's": "Joe"}
UNKNOWN = ["senpai", "padrino", "oyakata", "kuya", "stablemate"]
HURTS = [("dislocated an elbow.", "injury"), ("sprained an ankle during the bout.", "injury"),
         ("vomits behind the tent.", "illness"), ("is vomiting in the sink.", "illness"),
         ("has the flu.", "illness"), ("has a fever.", "illness"),
         ("was injured in a fall.", "injury")]


def test_a_hurt_of_an_unknown_noun_an_owner_has_is_someone_elses(lex) -> None:
    def one_case(owner, noun, hurt):
        text, kind = hurt
        sentence = f"{owner} {noun} {text}"
        observer = OBSERVERS[owner]
        assert kind not in actual_kinds(lex, sentence, observer)
        assert kind in other_kinds(lex, sentence, observer)

    cases = list(itertools.product(OWNERS, UNKNOWN, HURTS))
    assert failing_cases(one_case, cases) == []


def test_controls_the_owners_body_part_stays_the_owners(lex) -> None:
    def one_case(owner, text, kind):
        observer = OBSERVERS[owner]
        assert kind in actual_kinds(lex, f"{owner} {text}", observer)

    cases = [(owner, text, kind) for owner in OWNERS for text, kind in [
        ("nose is bleeding.", "injury"), ("knee gives way.", "injury"),
        ("head is pounding.", "illness"), ("pinky is swollen.", "injury"),
        ("ankle has started swelling.", "injury")]]
    assert failing_cases(one_case, cases) == []


def test_a_row_or_a_chat_of_an_unknown_noun_an_owner_has_is_someone_elses(lex) -> None:
    def one_case(noun, act):
        text, kind = act
        sentence = f"Ana's {noun} {text}"
        assert kind not in actual_kinds(lex, sentence, "Ana")
        assert kind in other_kinds(lex, sentence, "Ana")

    cases = list(itertools.product(UNKNOWN, [
        ("argues with the referee.", "conflict"), ("yells at the waiter.", "conflict"),
        ("quarrels with his wife.", "conflict"), ("chats with the referee.", "socialize")]))
    assert failing_cases(one_case, cases) == []


def test_controls_the_observer_as_the_partner_keeps_the_row(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, "Ana")

    cases = [f"Ana's {noun} argues with her." for noun in UNKNOWN] + [
        f"Ana argues with her {noun}." for noun in UNKNOWN]
    assert failing_cases(one_case, cases) == []
