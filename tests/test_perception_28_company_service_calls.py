"""A call or a message with someone served (session 28, round company): a call, a ring, a
text or an email with a customer, a client, a patient, a tenant or a supplier is the service,
no company (`cues.vocabulary.service_call_verbs`, `service_call_parties`), as the labelled
sets label "answering client emails" work; calls with kin or friends, coffee with a client and
someone a served party owns stay as they were."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_call_or_a_message_with_someone_served_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Ada")

    cases = [
        "Ada takes a call from a customer about a late delivery.",
        "Ada gets a call from a client who wants a refund.",
        "Ada calls her customers to confirm their bookings.",
        "Ada emails a client.",
        "Ada rings a tenant about the leak.",
        "Ada phones the supplier about the missing pallets.",
        "Ada calls a patient back with her results.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ada gets a call from her sister.",
    "Ada phones her mother about Sunday.",
    "Ada texts her best friend.",
])
def test_a_call_with_kin_or_friends_stays_company(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"socialize"}


def test_coffee_with_a_client_stays_company(lex):
    assert actual_kinds(lex, "Ada has coffee with a client.", "Ada") == {"drink", "socialize"}
