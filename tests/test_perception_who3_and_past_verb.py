"""Who did what: a past verb right after "and" goes on the subject of the verb before it, the
one who saw or met someone, not the person seen or met ("Saw Arjun and had a pint", "I visited
Arjun and drank a beer"); what is seen takes a bare verb or a participle ("saw Arjun have a
pint"), and someone named after "and", a pronoun or a seen clause with a finite verb of its own
keeps the act theirs."""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

SUBJECTS = ["", "I ", "Mira "]
VERBS = ["saw", "watched", "visited", "met", "called"]
PEOPLE = ["Arjun", "Tom", "the new intern", "my neighbour"]
ACTS = {"eat": "ate a pie", "drink": "had a pint", "drink ": "drank a beer"}


def events(lex, text: str, observer: str = "Mira") -> list:
    return perceive(text, lex, observer=observer)


def own(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


def _line(subject: str, verb: str, rest: str) -> str:
    text = f"{subject}{verb} {rest}"
    return text[0].upper() + text[1:]


def test_a_past_verb_after_and_is_the_first_verbs_subjects(lex) -> None:
    def one_case(subject, verb, who, act):
        text = _line(subject, verb, f"{who} and {ACTS[act]}.")
        assert act.strip() in own(lex, text), text

    cases = list(itertools.product(
        SUBJECTS, VERBS, PEOPLE, ACTS))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_verb_before_and_keeps_the_second_verb_theirs(lex) -> None:
    def one_case(subject, verb, who, act):
        text = _line(subject, verb, f"{who} and {ACTS[act]}.")
        assert act.strip() not in own(lex, text), text

    cases = list(itertools.product(
        ["Tom ", "My sister "], VERBS, ["Arjun", "the new intern"], ACTS))
    assert failing_cases(one_case, cases) == []


def test_negative_controls_stay_someone_elses(lex) -> None:
    def one_case(text, kind):
        assert kind not in own(lex, text), text

    cases = [
        # what is seen takes a bare verb: the one seen does it
        ("I saw Arjun eat a pie.", "eat"),
        ("I watched the kids swim and eat.", "eat"),
        ("Saw Arjun have a pint.", "drink"),
        # someone named after "and" is the second verb's subject
        ("I met Arjun and Bea had a pint.", "drink"),
        ("Saw Arjun and Bea ate a pie.", "eat"),
        # a pronoun after "and" opens a clause of its own
        ("I saw Arjun and he had a pint.", "drink"),
        # a seen clause with a finite verb of its own goes on past "and"
        ("I saw that Arjun was pale and had a fever.", "illness"),
        ("I noticed Arjun was pale and had a fever.", "illness"),
        # a past form that is also the bare verb is still what is seen
        ("I watched Arjun fall and hit his head.", "injury"),
        # a parenthesis between the subject and "and" may hide a subject of its own
        ("While I was on the phones, our team leader, Greer, put on her trainers and did laps of "
         "the car park.", "exercise"),
    ]
    assert failing_cases(one_case, cases) == []
