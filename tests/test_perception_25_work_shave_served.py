"""Work (session 25): a barber's shave named by the one served.

A shave is one's own grooming (``status_activity.not_verbs``), so "shaves a customer in chair 2"
was no work; the labelled sets give work to a barber shaving a customer. ``shave`` joins the
work kind's ``tasks``: a not_verb that a frame naming the job (a served person: customer,
client, patient) makes a task. Traps that must stay no work: one's own shave, a shave with the
served people only nearby, and someone else shaving the customer.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds

WORKS = [
    ("Omer", "Omer shaves a customer in chair 2."),
    ("Omer", "Omer is shaving a client with a cut-throat razor."),
    ("Omer", "Omer shaves the next customer and brushes the hair off his collar."),
    ("Nurse Ada", "Nurse Ada shaves the patient before his operation."),
]

NOT_WORKS = [
    ("Omer", "Omer shaves before work."),
    ("Omer", "Omer shaves his beard off in the bathroom."),
    ("Omer", "Omer shaves while the customers wait outside."),
    ("Omer", "Omer's colleague is shaving a customer while Omer reads the paper."),
]


@pytest.mark.parametrize(("observer", "text"), WORKS)
def test_a_shave_given_to_one_served_is_work(lex, observer, text):
    assert "work" in actual_kinds(lex, text, observer=observer)


@pytest.mark.parametrize(("observer", "text"), NOT_WORKS)
def test_an_own_shave_or_anothers_stays_no_work(lex, observer, text):
    assert "work" not in actual_kinds(lex, text, observer=observer)

