"""Company declined, dodged, still ahead on a trip, or named as a thing is no company (session
9, from the fresh sets' false company: "You ignore the doorbell and three missed calls from
your cousin", "I pretended to have a migraine to get out of the karaoke night", "You're riding
the matatu into town to meet Achieng for chai", "debugging a memory leak in the chat server").

Contact declined or dodged is a negation cue (``cues.negation``: missed, unanswered, ignore,
avoid, to get out of, duck out of); a meeting as the purpose of a trip into town is planned
(``cues.destination``: into town, into the city, ride to, across to); a social word before a
thing's noun is that thing (socialize ``not_before``: server, app, show, bags).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive


def company(lex, text: str, observer: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = [("You", "ignore", "dodge"), ("Mina", "ignores", "dodges"), ("I", "ignore", "dodge")]
CONTACTS = ["three missed calls from your cousin", "the missed calls from her sister",
            "two unanswered texts from Leo", "her friends at the bus stop",
            "the neighbours waving from the gate"]


def test_contact_ignored_is_no_company(lex) -> None:
    def one_case(subject, contact):
        who, verb, _ = subject
        assert not company(lex, f"{who} {verb} {contact}.", "Mina")

    cases = list(itertools.product(SUBJECTS, CONTACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("contact", ["three missed calls from your cousin",
                                     "two unanswered messages from Jo"])
def test_missed_contact_alone_is_no_company(lex, contact):
    assert not company(lex, f"There are {contact} on your phone.", "Mina")


PRETEXTS = ["pretended to have a migraine", "made up an excuse", "faked a cold",
            "said she was ill", "claimed a family emergency"]
DODGED = ["the karaoke night", "the office party", "the book club meeting",
          "drinks with the team", "the family barbecue"]


def test_a_gathering_got_out_of_is_no_company(lex) -> None:
    def one_case(pretext, dodged):
        assert not company(lex, f"Mina {pretext} to get out of {dodged}.", "Mina")

    cases = list(itertools.product(PRETEXTS, DODGED))
    assert failing_cases(one_case, cases) == []


def test_a_gathering_ducked_out_of_is_no_company(lex) -> None:
    def one_case(verb, dodged):
        assert not company(lex, f"Mina {verb} {dodged}.", "Mina")

    cases = list(itertools.product(["ducks out of", "bows out of", "wriggles out of"],
                                                    DODGED))
    assert failing_cases(one_case, cases) == []


TRIPS = ["You're riding the matatu into town", "Mina takes the bus into the city",
         "You ride over to the old town", "Mina is walking down to the harbour",
         "You hop on the tram into the city centre", "Mina rides the ferry across to the island"]
PURPOSES = ["to meet Achieng for chai", "to meet her cousins for a swim",
            "to join the book club", "to visit her grandmother",
            "to catch up with an old friend"]


def test_a_meeting_as_a_trips_purpose_is_ahead(lex) -> None:
    def one_case(trip, purpose):
        assert not company(lex, f"{trip} {purpose}.", "Mina")

    cases = list(itertools.product(TRIPS, PURPOSES))
    assert failing_cases(one_case, cases) == []


THINGS = ["Mina is debugging a memory leak in the chat server @ office: pod 4",
          "Mina reinstalls the chat app on her laptop.",
          "Mina watches a late-night talk show alone.",
          "Mina fills party bags at the kitchen table.",
          "Mina fixes a crack in the party wall.",
          "Mina reads the chat history on her own."]


@pytest.mark.parametrize("text", THINGS)
def test_a_social_word_naming_a_thing_is_no_company(lex, text):
    assert not company(lex, text, "Mina")


# Controls: company that happens stays company.
COMPANY = ["Mina chats with her cousin on the phone.",
           "Mina meets Achieng for chai in town.",
           "You call your cousin back and talk for an hour.",
           "Mina joins her friends at the karaoke night.",
           "Mina catches up with an old friend over coffee.",
           "Mina and her sister chat on the steps."]


@pytest.mark.parametrize("text", COMPANY)
def test_company_that_happens_stays_company(lex, text):
    assert company(lex, text, "Mina")
