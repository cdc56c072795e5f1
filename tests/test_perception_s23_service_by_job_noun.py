"""Talk with those served at work is the service also where a job noun renames the subject
(session 23). Until now only a work event in the sentence or the observer named by an
occupation mention made the sentence a job's; an apposition or a predicate job noun ("Bram, the
barber, chats with a customer", "Ama, a waitress, tells the diners about the specials") whose
own sentence's verb is the talk left the talk as company. The served one may also stand after
an owner ("chats with his customer"). The labelled sets count a worker's talk with customers
as the job.

Traps: a job noun's holder talking with someone not served (a sister, a friend), and peers
("the other guests") stay company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_talk_with_those_served_is_the_service(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Ama")

    cases = [
        "Ama, a waitress, tells the diners about the specials.",
        "Ama, a waitress, chats with the diners.",
        "Ama, the barber, chats with a customer.",
        "Ama, the barber, chats with his customer while he trims his beard.",
        "Ama, a receptionist, chats with the guests.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ama, a waitress, chats with her sister on the phone.",
    "Ama, a nurse, has lunch with her friend Jo.",
    "Ama, the barber, chats with the other guests at the wedding.",
    "Ama chats with her customer's little boy's grandmother at the party.",
])
def test_a_job_holder_keeps_other_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Ama")
