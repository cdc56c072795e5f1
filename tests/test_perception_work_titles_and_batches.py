"""The observer named by a job, or with a batch of work still to do, is at work (session 22).

- A two-word job title opening the sentence before the name ("Head falconer Maya", "Night
  porter Dev", "Lighthouse keeper Pia") names the observer by the job, as a one-word title
  does; "As night porter, Dev ..." (no article) does as "As the night porter, Dev ..." does.
  A modifier from ``not_roles`` ("Retired nurse") names no job now.
- Job nouns of settings no labelled set used (falconer, lock-keeper, signaller, gravedigger,
  toolpusher, ...) are roles (``status_activity.frames.roles``).
- A job noun in apposition with modifiers or an owner (", a junior doctor,", ", the ship's
  cook,") names who someone is; when the sentence's own act is a sleep, a meal or company,
  that act is what the observer does, not the job (as for ", the photographer,").
- A batch still to be done after "has" ("has two hundred desserts still to plate", "has forty
  essays left to mark") is the job under way; what is had "still to" be handled is not had yet
  (cues.negation "still to"), so the desserts are not eaten.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

TITLED = [
    ("Maya", "Head falconer Maya lures the peregrine back to the glove."),
    ("Dev", "Night porter Dev checks the fire doors on every floor."),
    ("Pia", "Lighthouse keeper Pia polishes the lens and trims the wick."),
    ("Dev", "As night porter, Dev checks the fire doors on every floor."),
    ("Gianluca", "Stunt driver Gianluca rehearses the jump off the ramp."),
    ("Cass", "Cass, the lock-keeper, winds the paddles up for the narrowboat."),
    ("Maya", "Falconer Maya weighs the hawks before the display."),
]


def test_a_job_title_before_the_name_frames_the_task(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}

    cases = TITLED
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text", "kinds"), [
    ("Ana", "Retired nurse Ana knits a scarf on the sofa.", {"rest"}),
    ("Dev", "Night porter Dev naps in the lodge.", {"sleep"}),
    ("Nadia", "Nadia, a junior doctor, sleeps through her day off.", {"sleep"}),
    ("Zainab", "Yannick, a deckhand, and his cousin Zainab, the ship's cook, are playing chess "
               "in the mess.", {"socialize"}),
])
def test_a_job_named_while_doing_something_else_is_no_work(lex, observer, text, kinds):
    assert actual_kinds(lex, text, observer) == kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Rohan", "Rohan has two hundred desserts still to plate."),
    ("Rohan", "Rohan has forty essays left to mark."),
    (None, "You have dozens of emails still to answer."),
])
def test_a_batch_still_to_do_is_the_job_under_way(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"work"}


@pytest.mark.parametrize(("observer", "text"), [
    ("Rohan", "Rohan has a bowl of soup still to eat."),
    ("Rohan", "Rohan has twenty minutes left to wait."),
    ("Rohan", "Rohan has forty pages left to read in his novel."),
])
def test_a_thing_still_to_handle_is_not_had_and_no_batch_is_no_job(lex, observer, text):
    assert actual_kinds(lex, text, observer) == set()
