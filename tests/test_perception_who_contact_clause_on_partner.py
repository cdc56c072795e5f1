"""The observer named in a contact clause on someone else's partner ("the touts quarrel with the
driver Tunde hired", "Kemi hugs the woman Tunde married", "argues with the man Tunde was
talking to", "the driver whom Tunde hired") is that clause's subject, no party to the quarrel
or the hug; so is the observer owning a group's partner ("two touts argue with Tunde's
brother"). The observer as the partner ("argues with Tunde", "hugs her cousin Tunde") still
takes part."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Tunde"
SUBJECTS = {"The touts": 1, "Two touts": 1, "Kemi": 0, "The conductor": 0}
# (singular form, plural form, kind)
TERMS = [("quarrels with", "quarrel with", "conflict"), ("argues with", "argue with", "conflict"),
         ("shouts at", "shout at", "conflict"), ("fights", "fight", "conflict"),
         ("chats with", "chat with", "socialize"), ("hugs", "hug", "socialize")]
PARTNERS = ["the driver Tunde hired", "the man Tunde married", "the kid Tunde was minding",
            "the driver whom Tunde hired", "the new driver Tunde hired last week",
            "Tunde's brother", "Tunde's driver"]


def test_the_observer_in_a_contact_clause_on_the_partner_is_no_party(lex):
    cases = [(f"{s} {forms[SUBJECTS[s]]} {p}.", forms[2]) for s, forms, p
             in itertools.product(SUBJECTS, TERMS, PARTNERS)]
    assert len(cases) == 168
    assert [text for text, k in cases if k in actual_kinds(lex, text, OBSERVER)] == []


def test_the_observer_as_the_partner_still_takes_part(lex):
    for text, kind in [("Kemi argues with Tunde.", "conflict"),
                       ("Kemi hugs her cousin Tunde.", "socialize"),
                       ("The touts quarrel with Tunde.", "conflict"),
                       ("The porter shouts at Tunde.", "conflict"),
                       ("You chat with the driver Tunde.", "socialize"),
                       ("Tunde quarrels with Kemi's driver.", "conflict")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text
