"""A warning for where the observer is now is a mild danger of theirs (session 32, round
warnings; docs/rules.md "Round warnings").

* A quoted warning (a sign, a radio call, a text) is the observer's when the next sentence
  places them right at the thing it is on ("The gantry sign flashes 'AVALANCHE RISK HIGH';
  Bogdan is parked right underneath it"); someone else placed there keeps it news.
* A radio call to "all stations" is addressed to everyone listening, the observer too.
* An order to keep out ("do not enter Block C basement") and an official alert level that tells
  those alerted to act ("Watch and Act") make the threat they come with the hearer's.
* A room or a machine leaking fumes is a threat, and so is a cable or a wire said to be live,
  so a warning about it shouted at the observer is theirs ("'Watch that cable, it's live!'").
* A warning lifted, cancelled or withdrawn in a headline with no verb ("weather warning
  lifted") is over, no danger.
* Guards: news of a storm elsewhere, a film, a drill, a warning shouted at someone else.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Bogdan"
SIGNS = ["The gantry sign above the road flashes", "The board over the pass reads",
         "A banner over the gate says", "The sign above the lot flashes"]
HAZARDS = ["'AVALANCHE RISK HIGH'", "'FLOOD WARNING'", "'ROCKFALL DANGER'",
           "'WILDFIRE ALERT — LEAVE NOW'"]
PLACEMENTS = ["right underneath it", "right under it", "right beneath it", "right below it"]
# hazards that are no warning or order of their own (a "WARNING" or a "LEAVE NOW" is one)
BARE_HAZARDS = ["'AVALANCHE RISK HIGH'", "'ROCKFALL DANGER'", "'FLASH FLOOD RISK'"]


def test_a_warning_sign_over_the_observer_is_their_mild_danger(lex) -> None:
    def one_case(sign, hazard, sep, placement):
        text = f"{sign} {hazard}{sep} Bogdan is parked {placement}."
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}

    cases = list(itertools.product(SIGNS, HAZARDS, [";", "."], PLACEMENTS))
    assert failing_cases(one_case, cases) == []


def test_a_warning_sign_over_someone_else_stays_news(lex) -> None:
    def one_case(sign, hazard, placement):
        text = f"{sign} {hazard}; Tom is parked {placement}."
        assert actual_kinds(lex, text, OBSERVER) == set()

    cases = list(itertools.product(SIGNS, BARE_HAZARDS, PLACEMENTS[:2]))
    assert failing_cases(one_case, cases) == []


def test_a_radio_call_to_all_stations_warns_the_observer(lex) -> None:
    def one_case(threat, order):
        text = f"Radio: 'All stations, all stations, {threat}, {order}!' Okello grabs the ropes."
        assert actual_kinds(lex, text, "Okello") == {"danger"}

    cases = list(itertools.product(
        ["dust storm approaching from the east", "sandstorm coming in from the west",
         "flash flood coming down the wadi", "wildfire heading north",
         "tornado on the ground two miles out"],
        ["secure tents now", "stay where you are", "stand by"]))
    assert failing_cases(one_case, cases) == []


def test_an_order_to_keep_out_or_to_act_makes_the_threat_the_hearers(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Obinna") == {"danger"}

    cases = [
        "Hostel notice: the generator room is leaking fumes tonight — do not enter Block C "
        "basement until further notice.",
        "Notice: the boiler house is leaking fumes — do not enter the cellar.",
        "Notice on the door: gas leak in the lab, do not enter.",
        "Site notice: the old kiln is leaking toxic fumes, don't enter the east shed.",
        "The warden's note says the west wing is on fire — do not enter.",
        "Text from the Fire Service to Obinna's phone: Watch and Act — bushfire at Laura, smoke "
        "and ember attack possible in Wirrabara this afternoon.",
        "Alert on Obinna's phone: Watch and Act — bushfire near Clare, embers possible this "
        "evening.",
        "Watch and Act: flooding likely along the creek tonight.",
        "Emergency text: Watch and Act, bushfire spreading towards the township.",
        "A Watch and Act message pings: bushfire heading for the ridge.",
    ]
    assert failing_cases(one_case, cases) == []


def test_guards_warnings_for_elsewhere_stay_none(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Obinna")

    cases = [
        "The radio says a storm hit Florida last night.",
        "The news reports a storm in another town, two hundred miles away.",
        "Obinna watches a film in which a sign flashes 'AVALANCHE RISK HIGH'.",
        "It's only a drill: the alarm sounds and everyone files out calmly.",
        "The best boy shouts at Tom to watch the cable.",
        "Obinna tells Ada about the great fire of 1666.",
        "A documentary about the flood in Pakistan plays on the telly.",
        "Obinna reads that a bushfire hit Laura in 1983.",
        "The sign on the delivery van reads 'DO NOT ENTER'.",
        "Obinna leans on the wall right underneath it and eats a sandwich.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_live_cable_shouted_as_a_warning_at_the_observer_is_theirs(lex) -> None:
    def one_case(order, thing, said, shout):
        text = f"'{order} that {thing}, {said}!' the best boy {shout} as you step towards it."
        assert actual_kinds(lex, text, "Hemi") == {"danger"}

    cases = list(itertools.product(
        ["Watch", "Mind"], ["cable", "wire"],
        ["it's live", "it's live and the insulation's cracked"],
        ["shouts", "yells", "screams"]))
    assert failing_cases(one_case, cases) == []


def test_guards_a_live_cable_warned_of_to_someone_else_or_told(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Hemi")

    cases = [
        "'Watch that cable, it's live!' the best boy shouts at Tom.",
        "'Mind that wire, it's live!' the sparks yells at Tom.",
        "The best boy tells Tom the cable is live.",
        "Hemi reads that the cable is live in the manual.",
        "Hemi watches a film in which the wire is live.",
        "The radio says the match is live.",
        "The stream is live and Hemi waves at the camera.",
        "Hemi's podcast is live now.",
        "The best boy says last week the cable was live.",
        "Tom shouts at Ana that the wire's live.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_warning_lifted_in_a_headline_with_no_verb_is_no_danger(lex) -> None:
    def one_case(label, hazard, ending):
        text = f"{label}: {hazard} {ending}, Beatriz relaxes."
        assert "danger" not in actual_kinds(lex, text, "Beatriz")

    cases = list(itertools.product(
        ["Noticeboard", "Radio", "Text from the council"],
        ["weather warning", "storm warning", "flood warning", "heat alert", "storm alert"],
        ["lifted", "cancelled", "withdrawn"]))
    assert failing_cases(one_case, cases) == []


def test_controls_a_warning_in_force_for_the_observers_place_stays_danger(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Beatriz") == {"danger"}

    cases = [
        "Radio: storm warning for our valley.",
        "Radio: flood warning for Beatriz's town tonight.",
        "The radio warns of a storm in our valley.",
        "Text to Beatriz: flood warning for your area, move to higher ground.",
        "Storm warning for your town: stay indoors.",
        "A heatwave warning for your city starts at noon.",
        "Radio: gale warning for your harbour, all boats in.",
        "Noticeboard: storm warning for this campsite tonight.",
        "Siren: flood warning for your street.",
        "Text: storm warning for your area tonight.",
    ]
    assert failing_cases(one_case, cases) == []
