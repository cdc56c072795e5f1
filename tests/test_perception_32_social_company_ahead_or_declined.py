"""Company planned or declined is no company now (session 32, round social).

* A trip in progress with a path ("is walking down the wadi path", "is crossing the lot") whose
  head "to" opens a purpose (an event or a verb of ``cues.destination.trip_purposes`` right
  after it: "to have tea", "to grab a beer") has the company named in that purpose ahead, with
  the purpose; company on the way stays now ("is walking down the path to the cafe with
  Fatima", "is crossing the road with Tom").
* "cross" is a trip verb ("is crossing the lot to the diner to meet Earl for breakfast").
* A weariness names its thing as a topic (``cues.reported``: "you're tired of small talk",
  "bored of chatting"); company beside it in another clause or after "and" is now.
* Contact declined by the verb's own meaning is negated (``cues.negation``): "ignores the
  buzzing group text from the drivers", "mutes the family chat", "switches off WhatsApp", "lets
  the team WhatsApp group ping away unanswered"; what follows "and" + a new predicate is left
  alone ("ignores the rain and chats with Tom", "switches off the TV and talks to her mum").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"
TRIPS = ["Ana is walking down the path", "Ana is hurrying across the square",
         "Ana is crossing the lot", "Ana is cycling along the canal", "Ana is driving across town",
         "Ana is walking through the park"]
PURPOSES = ["to have tea with Tom", "to grab a beer with Tom", "to have lunch with her sister",
            "to meet Tom for breakfast", "to catch up with Tom", "to play cards with her uncle",
            "to meet Tom"]


def test_company_inside_a_trips_purpose_lies_ahead(lex) -> None:
    def one_case(trip, purpose):
        assert "socialize" not in actual_kinds(lex, f"{trip} {purpose}.", OBSERVER)

    assert failing_cases(one_case, list(itertools.product(TRIPS, PURPOSES))) == []


def test_controls_company_on_the_way_is_now(lex) -> None:
    def one_case(trip, tail):
        assert "socialize" in actual_kinds(lex, f"{trip} {tail}.", OBSERVER)

    cases = list(itertools.product(
        ["Ana is walking down the path", "Ana is crossing the road", "Ana is walking to the market",
         "Ana is walking down the path to the cafe"], ["with Tom", "with her sister"]))
    cases += [("Ana walks over to Tom's table to say hello and they chat for an hour", ""),
              ("You go down to the canteen with Idris and Greta", "")]
    assert failing_cases(one_case, cases) == []


def test_a_trip_with_a_path_and_its_purpose_told_in_a_status_line(lex) -> None:
    assert actual_kinds(lex, "Chiara is walking down the wadi path to have tea with Fatima "
                        "@ wadi path", "Chiara") == {"walk"}
    assert actual_kinds(lex, "Darnell is crossing the lot to the diner to meet Earl for "
                        "breakfast @ Petro, Oak Grove", "Darnell") == set()


def test_contact_declined_by_the_verbs_meaning_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, OBSERVER)

    cases = ["Ana ignores the buzzing group text from the other drivers.",
             "Ana ignores the group chat from her cousins.",
             "Ana ignores the text from Tom.",
             "Ana mutes the family chat.",
             "Ana mutes the WhatsApp group.",
             "Ana switches off WhatsApp and goes back to counting pills.",
             "Ana turns off WhatsApp.",
             "Ana lets the team WhatsApp group ping away unanswered.",
             "Ana leaves Tom's texts unanswered.",
             "Ana leaves the WhatsApp group unread.",
             "Ana lets it ring out.",
             "Ana declines the call."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_new_predicate_after_the_declined_thing_is_company(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, OBSERVER)

    cases = ["Ana ignores the rain and chats with Tom.",
             "Ana ignores the drizzle and the cold and chats with Tom.",
             "Ana switches off the TV and talks to her mum.",
             "Ana turns off the radio and chats with Tom.",
             "Ana mutes the telly and chats with her sister.",
             "Ana chats with Tom for an hour.",
             "Ana is texting Tom.",
             "Ana phones her sister.",
             "Ana ignores the noise and phones her sister.",
             "Ana switches off the engine and chats with the other drivers."]
    assert failing_cases(one_case, cases) == []


def test_a_weariness_names_its_company_as_a_topic(lex) -> None:
    def one_case(feeling, thing):
        assert "socialize" not in actual_kinds(lex, f"Ana is {feeling} {thing}.", OBSERVER)

    cases = list(itertools.product(["tired of", "weary of", "bored of"],
                                   ["small talk", "chatting with Tom", "the gossip",
                                    "the small talk"]))
    cases.append(("", "You tell yourself you're tired of small talk, close the shutters"))
    assert failing_cases(one_case, cases) == []


def test_controls_company_beside_a_weariness_is_now(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, OBSERVER)

    cases = ["Ana, tired of the party, chats with Tom in the kitchen.",
             "Tired of the noise, Ana chats with Tom on the terrace.",
             "Ana is tired of the rain and chats with Tom.",
             "Ana is fed up with the queue and talks to her sister instead.",
             "Ana is bored of the film and calls her mum.",
             "Ana is tired of small talk but chats with Tom anyway.",
             "Ana is bored of the heat and gossips with her neighbour.",
             "Ana is weary of the road and chats with the driver.",
             "Ana is tired of the wait and plays cards with Tom.",
             "Ana is tired of work and has a long chat with Tom."]
    assert failing_cases(one_case, cases) == []
