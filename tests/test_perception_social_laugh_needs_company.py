"""A laugh is company only with someone in the scene.

"laugh" is one of socialize's ``joint_verbs`` (company only when done together): as a term it
fires only when its sentence or the one before names someone besides the observer, or a "with"
follows it ("he landed on the crash mat and laughed", "laughs at the cartoon": alone, no
company; "Tom tells a joke. Ana laughs.", "laughs at Tom's joke", "Ana and her sister laugh":
company). A joint subject with the observer in it still laughs together.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


def company(lex, text: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


SUBJECTS = [("Ana", "laughs"), ("You", "laugh"), ("I", "laughed")]
ALONE = ["{s} {v} at the cartoon.", "{s} {v} out loud at the film.",
         "{s} trips on the step and {v}.", "{s} reads the headline and {v}.",
         "{s} {v} at the name on the new rover."]


def _fill(template: str, subject: str, verb: str) -> str:
    text = template.format(s=subject, v=verb)
    if subject != "Ana":  # "You trips" -> "You trip"
        text = text.replace("trips", "trip").replace("reads", "read")
    return text


def test_a_laugh_alone_is_no_company(lex) -> None:
    def one_case(subject, template):
        assert not company(lex, _fill(template, *subject))

    cases = list(itertools.product(SUBJECTS, ALONE))
    assert failing_cases(one_case, cases) == []


WITH_SOMEONE = ["{s} {v} with Tom.", "{s} {v} at Tom's joke.",
                "{s} {v} at the joke her brother tells.",
                "Tom tells a story about the goat. {s} {v}.",
                "{s} {v} with her cousin over old photos."]


def test_a_laugh_with_someone_in_the_scene_is_company(lex) -> None:
    def one_case(subject, template):
        assert company(lex, _fill(template, *subject))

    cases = list(itertools.product(SUBJECTS, WITH_SOMEONE))
    assert failing_cases(one_case, cases) == []


def test_a_joint_subject_laughing_is_company(lex) -> None:
    def one_case(pair, verb):
        assert company(lex, f"{pair} {verb}.")

    cases = list(itertools.product(
        ["Ana and her sister", "You and Tom", "Ana and the twins", "The two of you"],
        ["laugh about it", "laugh at the film", "end up laughing"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["Tom laughs at the cartoon.", "Her sister laughs at the film.",
                                  "The twins laugh at the clown."])
def test_someone_elses_laugh_is_not_the_observers(lex, text):
    assert not company(lex, text)
