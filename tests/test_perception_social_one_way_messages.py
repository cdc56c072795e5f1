"""Messages that go one way are no company; an exchange and a phone call are (session 8, from
the false company of the labelled and blind sets: "A postcard from her cousin tells Hinewai
that ...", "A text from the council to every resident ...", "Callum deletes the angry text
he was going to send", "Lani texts Keanu that she got stung", "By the time the bell rang",
"Hendrik calls you petty", "calls his son down", "You don't pick up when your cousin calls",
"Calendar (Camila): Thu 19:00 salsa class; Fri 13:00 lunch with Lucia").

Each grid builds sentences from templates; ``company`` is an actual, un-negated socialize event
of the observer's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive


def company(lex, text: str, observer: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def social(lex, text: str, observer: str) -> list[tuple[str, bool, str]]:
    """The socialize events as (subject, negated, mode)."""
    return [(e.subject, e.negated, e.mode) for e in perceive(text, lex, observer=observer)
            if e.kind == "socialize"]


# 1. A written message as the subject of a speech verb is read, not heard.
MESSAGES = ["A postcard from her cousin", "A letter from home", "A note from her neighbour",
            "The notice on the door", "A tannoy message", "A text from her brother",
            "An email from the school"]
TOLD = ["tells Hinewai that he twisted his knee", "tells Hinewai to stay indoors",
        "tells Hinewai about the flood"]


def test_a_written_message_that_tells_is_no_company(lex) -> None:
    def one_case(message, told):
        assert not company(lex, f"{message} {told}.", "Hinewai")

    cases = list(itertools.product(MESSAGES, TOLD))
    assert failing_cases(one_case, cases) == []


# 2. A written message named as a thing (read, kept, deleted, broadcast) is no company.
THINGS = ["Callum deletes the angry text he was going to send his ex.",
          "Callum reads the text from his dad twice.",
          "Callum keeps the letter from his sister in his wallet.",
          "A text from the council to every resident of Millbrook, Callum included: stay in.",
          "Message in the street's WhatsApp group: the bins go out tonight.",
          "Text from depot control to all night drivers: avoid the terminus.",
          "His mother's text to him reads: 'Come home.'",
          "Callum cancels the appointment by text and stays in."]


@pytest.mark.parametrize("text", THINGS)
def test_a_message_as_a_thing_is_no_company(lex, text):
    assert not company(lex, text, "Callum")


# 3. A message sent with news is one way, whoever sends it; a question or a bare message to
# someone, and an exchange, are company.
SENDERS = ["Lani", "Her brother", "Your cousin", "I"]
SENT = ["texts", "texted", "messages", "emails"]
NEWS = ["Keanu that she got stung", "that he broke his collarbone", "you that he is ill",
        "the bakery to say she is sick", "from the school trip: 'everyone is sick'"]


def test_news_sent_by_message_is_one_way(lex) -> None:
    def one_case(who, sent, news):
        assert not company(lex, f"{who} {sent} {news}.", "Lani")

    cases = list(itertools.product(SENDERS, SENT, NEWS))
    assert failing_cases(one_case, cases) == []


EXCHANGES = ["Lani is texting her girlfriend from the bus.",
             "Lani texts her neighbour to ask about the street party.",
             "Lani texts back a string of hearts.",
             "You text back and forth with Mo all evening.",
             "Lani's friend texts that she is stuck in A&E, and Lani texts back and forth with "
             "her for an hour.",
             "Lani's friend texts her a photo of his cast: he fell. Lani replies with a string "
             "of sad faces."]


@pytest.mark.parametrize("text", EXCHANGES)
def test_an_exchange_of_messages_is_company(lex, text):
    assert company(lex, text, "Lani")


# 4. A phone call stays company, whoever makes it and whatever it says.
def test_a_phone_call_is_still_company(lex) -> None:
    def one_case(caller, call):
        if caller == "Cleo" and "you" not in call:
            call = call.replace("phones", "phones Ravi")
        assert company(lex, f"{caller} {call}.", "Ravi")

    cases = list(itertools.product(
        ["Your mother", "Ravi's brother", "Cleo"],
        ["phones to say she is coming on Sunday", "phones you to say the test came back clear",
         "calls you back", "rings you twice", "calls you tonight about the party"]))
    assert failing_cases(one_case, cases) == []


# 5. A thing that rings is no call; a call that names or summons its partner is none.
RINGERS = ["the bell", "the school bell", "the doorbell", "the phone", "the alarm"]


def test_a_thing_that_rings_is_no_call(lex) -> None:
    def one_case(ringer, verb):
        assert not company(lex, f"By the time {ringer} {verb}, Kavya had eaten her lunch.", "Kavya")

    cases = list(itertools.product(RINGERS, ["rang", "rings"]))
    assert failing_cases(one_case, cases) == []


CALLERS = ["Hendrik", "The foreman", "Her brother"]
NAMED = ["calls Ana petty", "calls Ana a liar", "calls her a thief", "called Ana lazy",
         "calls his son down for dinner", "calls the kids in for tea", "calls the dog over"]


def test_a_name_or_a_summons_is_no_call(lex) -> None:
    def one_case(who, named):
        assert not company(lex, f"{who} {named}.", "Ana")

    cases = list(itertools.product(CALLERS, NAMED))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["Hendrik calls you petty.", "Hendrik calls you a liar."])
def test_being_called_names_is_no_company(lex, text):
    assert social(lex, text, "Ana") == []


@pytest.mark.parametrize("call", ["calls her brother in the evening", "calls her mum on Sunday",
                                  "calls Gran every Sunday", "calls her brother three times",
                                  "calls her sister straight away", "calls Mo immediately"])
def test_a_call_with_its_time_or_manner_is_still_company(lex, call):
    assert company(lex, f"Ana {call}.", "Ana")


# 6. A call the observer does not pick up is negated, across a "when" clause.
@pytest.mark.parametrize(("refusal", "caller"), list(itertools.product(
    ["You don't pick up", "You won't pick up", "You never pick up"],
    ["your cousin calls", "your mother rings", "Mo phones"])))
def test_a_call_not_picked_up_is_negated(lex, refusal, caller):
    text = f"{refusal} when {caller}."
    assert not company(lex, text, "Lena")


# 7. A plan's label before the first colon makes the whole text planned, past ";" and "·".
HEADERS = ["Calendar (Camila)", "Schedule (Camila, Friday)", "Volunteer rota, Thursday (Camila)",
           "Station schedule (Camila)", "Itinerary", "Plan for Saturday (Camila)"]
ENTRIES = ["Thu 19:00 salsa class; Fri 13:00 lunch with Lucia",
           "10:00 tea trolley round · 12:30 lunch with Mr Pereira · 15:00 garden walk",
           "Mon 08:00 dive survey; Wed 18:00 dinner with the crew"]


def test_a_calendar_lists_what_is_to_come(lex) -> None:
    def one_case(header, entries):
        events = perceive(f"{header}: {entries}.", lex, observer="Camila")
        assert events and all(e.mode == "planned" for e in events)

    cases = list(itertools.product(HEADERS, ENTRIES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["Camila checks the calendar: she eats lunch with Lucia.",
                                  "Diary, 7 May: lunch with Lucia at the noodle bar."])
def test_a_calendar_named_in_passing_plans_nothing(lex, text):
    assert company(lex, text, "Camila")


# 8. A pronoun after a preposition of place is no object: the company of someone the observer
# owns, placed above or behind the observer, is theirs (leak r49-128); a pronoun object still
# makes the observer the listener.
OWNED = ["Bastien's friends are", "Bastien's sister is", "Bastien's cousins are"]
PLACED = ["on the chair above him", "in the row behind him", "on the terrace below him"]
ACTS = ["laughing", "chatting", "gossiping"]


def test_company_placed_by_the_observer_is_theirs(lex) -> None:
    def one_case(owned, placed, act):
        text = f"{owned} already {placed}, {act} along the bench."
        assert social(lex, text, "Bastien") == [("other", False, "actual")]

    cases = list(itertools.product(OWNED, PLACED, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["Bastien's sister tells him about the race.",
                                  "Bastien's friends chat with him all the way up."])
def test_the_owners_own_listener_pronoun_is_still_the_observer(lex, text):
    assert company(lex, text, "Bastien")
