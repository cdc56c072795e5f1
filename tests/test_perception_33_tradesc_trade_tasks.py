"""Trades told by their own words are the observer's work (session 33, round tradesc).

A sweep of trades rather than of sets: field, lab and mission crews; events and hospitality;
sports staff; religious and community work; guiding and tourism; security and maintenance.
Each grid holds the trade's everyday tasks in its own verbs, objects, posts and job words, in
the forms simulations write (a narrative line, a status line, a key=value record, a chat
line), and controls where the same words are not the observer's work (someone else's task,
a hobby, a home chore, a thing only named, a plan).

* Verb + object pairs whose objects no home or hobby has (core.yaml work ``verbs``): "takes
  water samples", "takes core samples".
* Whole phrases where the verb or the object has a home or leisure sense (work ``terms``):
  "runs a lab session", "plays a paid gig", "takes the funeral service", "leads the walking
  tour", "is on the night desk", "does the night audit", "celebrates Mass", "gives the homily",
  "does the pastoral visits", "serves Mass", "referees the Sunday league match", "is tracking
  the beacon", "runs the pre-flight checklist", "strikes the marquee", "lines the pitch",
  "ferries loads up to base camp", "does a lock-up round".
* Controls: soil samples in a garden, a parcel tracked, a funeral attended, a referee watched,
  a guided tour gone on, a night audit planned, a match struck, drawers lined.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def _check(lex, text: str, observer: str | None, kinds: set[str]) -> None:
    assert actual_kinds(lex, text, observer) == kinds, text


# (text, observer, the observer's actual kinds)
FIELD_LAB_AND_MISSION = [
    ("Ana is logging soil moisture readings @ North Field: plot 3", "Ana", {"work"}),
    ("Ana drills core samples from the glacier all morning.", "Ana", {"work"}),
    ("Ana is tracking the beacon from the ground station.", "Ana", {"work"}),
    ("Ana cleans the air filters in the life support bay.", "Ana", {"work"}),
    ("Ana runs a lab session for the first-years.", "Ana", {"work"}),
    ("Ana calibrates the spectrometer and logs the readings.", "Ana", {"work"}),
    ("task=survey place=ridge agent=Ana", "Ana", {"work"}),
    ("Ana is taking water samples from the river for the lab.", "Ana", {"work"}),
    ("Ana pipettes the samples into the plate @ Genomics Lab: bench 4", "Ana", {"work"}),
    ("Ana: running the gels, back after lunch", "Ana", {"work"}),
    ("Ana's colleague drills the core samples while Ana watches.", "Ana", set()),
    ("Ana waters her tomato plants in the garden.", "Ana", set()),
    ("Ana will plot the trajectory tomorrow.", "Ana", set()),
    ("Ana reads a book about thermal maps.", "Ana", set()),
    ("Ana is logging the seismic readings.", "Ana", {"work"}),
    ("Ana is running the centrifuge.", "Ana", {"work"}),
    ("Ana runs the telemetry checks before the pass.", "Ana", {"work"}),
    ("Ana tracks her parcel online.", "Ana", set()),
    ("Ana takes soil samples in her garden.", "Ana", set()),
    ("Ana runs the pre-flight checklist.", "Ana", {"work"}),
    ("Ana watches the crew run the pre-flight checks from her seat.", "Ana", set()),
]

EVENTS_AND_HOSPITALITY = [
    ("Ana caters a corporate lunch for eighty guests.", "Ana", {"work"}),
    ("Ana is DJing at a wedding tonight @ The Barn: dance floor", "Ana", {"work"}),
    ("Ana plays a paid gig at the hotel with her band.", "Ana", {"work"}),
    ("Ana makes up the bridal bouquets @ Petal Florist: workroom", "Ana", {"work"}),
    ("Ana is waiting tables at a charity dinner.", "Ana", {"work"}),
    ("Ana carries trays of champagne around the function room.", "Ana", {"work"}),
    ("Ana sets up the PA and soundchecks before the gig.", "Ana", {"work"}),
    ("Ana clears the tables after the banquet @ Grand Hall: function room", "Ana", {"work"}),
    ("Ana picks up a bouquet for her mum.", "Ana", set()),
    ("The caterers plate up canapés while Ana chats with guests.", "Ana", set()),
    ("Ana takes photos of her kids at the beach.", "Ana", set()),
    ("Ana is serving canapés at the reception.", "Ana", {"work"}),
    ("Ana is at a paid gig, dancing.", "Ana", {"exercise"}),
    ("Ana strikes the marquee after the event.", "Ana", {"work"}),
    ("Ana strikes a match and lights the candle.", "Ana", set()),
]

SPORTS_STAFF = [
    ("Ana referees the Sunday league match.", "Ana", {"work"}),
    ("Ana is refereeing the cup final.", "Ana", {"work"}),
    ("Ana mows the pitch and marks out the lines @ Riverside FC: ground", "Ana", {"work"}),
    ("Ana the groundskeeper repairs the divots on the green.", "Ana", {"work"}),
    ("Ana mows the lawn at home.", "Ana", set()),
    ("Ana watches the referee send off the striker.", "Ana", set()),
    ("Ana blows the whistle for full time and books two players.", "Ana", {"work"}),
    ("Ana is marking out the pitch.", "Ana", {"work"}),
    ("Ana referees the league match.", "Ana", {"work"}),
    ("Ana watches the referee at the league match.", "Ana", set()),
    ("Ana rolls the pitch.", "Ana", set()),
    ("Ana lines the pitch for Saturday.", "Ana", {"work"}),
    ("Ana lines the drawers with paper.", "Ana", set()),
]

RELIGIOUS_AND_COMMUNITY = [
    ("Ana leads evensong and preaches the sermon @ St Peter's: nave", "Ana", {"work"}),
    ("Ana takes the funeral service at the crematorium.", "Ana", {"work"}),
    ("Ana is hearing confessions this afternoon.", "Ana", {"work"}),
    ("Ana sorts the donations at the food bank.", "Ana", {"work"}),
    ("Ana hands out food parcels @ Trussell Food Bank: warehouse", "Ana", {"work"}),
    ("Ana distributes aid packages at the refugee camp.", "Ana", {"work"}),
    ("Ana is registering new arrivals at the camp for the NGO.", "Ana", {"work"}),
    ("Ana vaccinates children on her village rounds.", "Ana", {"work"}),
    ("Ana is on a shift at the soup kitchen, ladling soup.", "Ana", {"work"}),
    ("Ana baptises the twins after the morning service.", "Ana", {"work"}),
    ("Ana attends the Sunday service and sings a hymn.", "Ana", set()),
    ("Ana picks up a food parcel from the food bank.", "Ana", set()),
    ("The vicar preaches the sermon while Ana listens.", "Ana", set()),
    ("Ana makes soup for her family.", "Ana", set()),
    ("Ana celebrates Mass at nine.", "Ana", {"work"}),
    ("Ana celebrates the Sunday Mass.", "Ana", {"work"}),
    ("Ana is stacking tins at the food bank.", "Ana", {"work"}),
    ("Ana is handing out blankets at the shelter.", "Ana", {"work"}),
    ("Ana attends the funeral service.", "Ana", set()),
    ("Ana goes to Mass and celebrates with her family.", "Ana", {"socialize"}),
    ("Ana is giving the homily.", "Ana", {"work"}),
    ("Ana is doing the pastoral visits this afternoon.", "Ana", {"work"}),
    ("Ana is on the altar serving Mass.", "Ana", {"work"}),
    ("Ana listens to the priest give the homily.", "Ana", set()),
    ("Ana's vicar makes a pastoral visit to her gran.", "Ana", set()),
]

GUIDING_AND_TOURISM = [
    ("Ana leads a rope team up the glacier @ Mont Blanc: Gouter hut", "Ana", {"work"}),
    ("Ana is guiding clients up the north ridge.", "Ana", {"work"}),
    ("Ana is fixing ropes on the Lhotse face.", "Ana", {"work"}),
    ("Ana leads the walking tour of the old town.", "Ana", {"work"}),
    ("Ana is guiding a group round the castle.", "Ana", {"work"}),
    ("Ana briefs the divers and checks their kit @ Blue Reef Dive Centre: boat", "Ana", {"work"}),
    ("Ana teaches a beginners' ski lesson on the nursery slope.", "Ana", {"work"}),
    ("Ana checks guests in at the front desk @ Hotel Royal: reception", "Ana", {"work"}),
    ("Ana is on reception, handing out key cards.", "Ana", {"work"}),
    ("Ana skis down the nursery slope with her kids.", "Ana", {"exercise"}),
    ("The guide leads Ana up the north ridge.", "Ana", set()),
    ("Ana ropes up the clients for the glacier crossing.", "Ana", {"work"}),
    ("Ana is teaching a ski lesson.", "Ana", {"work"}),
    ("Ana goes on a guided tour.", "Ana", set()),
    ("Ana instructs her son to tidy up.", "Ana", set()),
    ("Ana ferries loads up to base camp.", "Ana", {"work"}),
]

SECURITY_AND_MAINTENANCE = [
    ("Ana patrols the car park and checks the fire doors @ Westfield: security office",
     "Ana", {"work"}),
    ("Ana is on patrol round the site.", "Ana", {"work"}),
    ("Ana monitors the CCTV screens on the night shift.", "Ana", {"work"}),
    ("Ana locks up the building and sets the alarm as caretaker.", "Ana", {"work"}),
    ("Ana services the lift motor in the machine room.", "Ana", {"work"}),
    ("Ana is freeing a trapped lift at the office block.", "Ana", {"work"}),
    ("Ana is on call for the helpdesk and resets a user's password.", "Ana", {"work"}),
    ("Ana reimages two laptops and patches the servers.", "Ana", {"work"}),
    ("task=patrol place=perimeter agent=Ana", "Ana", {"work"}),
    ("Ana: on call tonight, restoring the email server", "Ana", {"work"}),
    ("Ana sets the alarm and locks up before going to bed.", "Ana", set()),
    ("The security guard patrols past Ana's house.", "Ana", set()),
    ("Ana resets her own password at home.", "Ana", set()),
    ("Ana takes the lift to the fourth floor.", "Ana", set()),
    ("Ana is on the night desk at the hotel.", "Ana", {"work"}),
    ("Ana does the night audit.", "Ana", {"work"}),
    ("Ana does her rounds of the car park.", "Ana", {"work"}),
    ("Ana is on the helpdesk, logging tickets.", "Ana", {"work"}),
    ("Ana unlocks the school gates at seven as caretaker.", "Ana", {"work"}),
    ("Ana will do the night audit tomorrow.", "Ana", set()),
    ("Ana plays FIFA on console.", "Ana", set()),
    ("Ana does a lock-up round at ten.", "Ana", {"work"}),
    ("Ana is on the front desk all night.", "Ana", {"work"}),
    ("Ana is on the gate, checking passes.", "Ana", {"work"}),
]


def test_field_lab_and_mission_tasks_in_their_own_words_are_work(lex) -> None:
    def one_case(text, observer, kinds):
        _check(lex, text, observer, kinds)

    assert failing_cases(one_case, FIELD_LAB_AND_MISSION) == []

def test_events_and_hospitality_tasks_in_their_own_words_are_work(lex) -> None:
    def one_case(text, observer, kinds):
        _check(lex, text, observer, kinds)

    assert failing_cases(one_case, EVENTS_AND_HOSPITALITY) == []

def test_sports_staff_tasks_in_their_own_words_are_work(lex) -> None:
    def one_case(text, observer, kinds):
        _check(lex, text, observer, kinds)

    assert failing_cases(one_case, SPORTS_STAFF) == []

def test_religious_and_community_tasks_in_their_own_words_are_work(lex) -> None:
    def one_case(text, observer, kinds):
        _check(lex, text, observer, kinds)

    assert failing_cases(one_case, RELIGIOUS_AND_COMMUNITY) == []

def test_guiding_and_tourism_tasks_in_their_own_words_are_work(lex) -> None:
    def one_case(text, observer, kinds):
        _check(lex, text, observer, kinds)

    assert failing_cases(one_case, GUIDING_AND_TOURISM) == []

def test_security_and_maintenance_tasks_in_their_own_words_are_work(lex) -> None:
    def one_case(text, observer, kinds):
        _check(lex, text, observer, kinds)

    assert failing_cases(one_case, SECURITY_AND_MAINTENANCE) == []
