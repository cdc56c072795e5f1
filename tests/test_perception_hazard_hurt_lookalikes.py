"""Words of a hurt used for something else (core.yaml ``exceptions``, ``injury.not_before``,
``illness.terms``).

* A hot drink sipped ("a long, scalding sip") is no scald, and the sip stays a drink; a hand
  scalded on a kettle stays a hurt.
* Slices on the eyes, a cap pulled over them and a rope climbed hand over hand are no cut and
  no pull; a pulled muscle stays a hurt.
* A Scottish burn is a stream ("drinks from the burn at Glen Affric"): no burn, the drink stays.
* Blood coughed up is illness, not a wound.
* A crick in the neck woken up with is no injury.

Seen in the tuning sets as h47, h53, h69, h83, h93 and h99 lines; the grids widen each shape
to subjects x verbs x objects.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Dara"


def test_a_scalding_sip_is_a_drink_not_a_scald(lex):
    texts = [f"{subject} {verb} a long, scalding {sip} of {drink}." for subject, verb, sip, drink
             in itertools.product(["Dara", "You"], ["takes", "take"], ["sip", "gulp", "mouthful"],
                                  ["tea", "vin chaud"])
             if (subject == "Dara") == (verb == "takes")]
    assert [t for t in texts if "injury" in actual_kinds(lex, t, OBSERVER)] == []
    assert [t for t in texts if " sip " in t and "drink" not in actual_kinds(lex, t,
                                                                             OBSERVER)] == []


def test_a_hand_scalded_on_a_kettle_stays_a_hurt(lex):
    missed = [text for text in ["Dara scalds her hand on the kettle.",
                                "You scald your fingers on the steam."]
              if "injury" not in actual_kinds(lex, text, OBSERVER)]
    assert missed == []


def test_things_laid_or_pulled_over_the_eyes_are_no_hurt(lex):
    fired = [text for subject, what in itertools.product(
        ["Dara naps on the bench", "Dara lies back in her chair"],
        ["with her cap pulled over her eyes", "with cucumber slices on her eyes",
         "with her hat pulled low over her eyes"])
        if "injury" in actual_kinds(lex, text := f"{subject} {what}.", OBSERVER)]
    fired += [text for text in ["You pull yourself hand over hand round the rope circuit.",
                                "Dara climbs the rope hand over hand."]
              if "injury" in actual_kinds(lex, text, OBSERVER)]
    assert fired == []


def test_a_pulled_muscle_stays_a_hurt(lex):
    missed = [text for text in ["Dara pulled a muscle in her hand.", "You pull a hamstring."]
              if "injury" not in actual_kinds(lex, text, OBSERVER)]
    assert missed == []


def test_a_burn_that_is_a_stream_is_no_hurt(lex):
    texts = [f"{subject} from the burn at Glen Affric." for subject in
             ["Dara drinks", "You drink", "Dara fills her bottle"]]
    assert [t for t in texts if "injury" in actual_kinds(lex, t, OBSERVER)] == []
    assert [t for t in texts[:2] if "drink" not in actual_kinds(lex, t, OBSERVER)] == []


def test_coughed_up_blood_is_illness_not_a_wound(lex):
    texts = [f"{subject} {verb} into {owner} handkerchief." for subject, owner, verb in
             itertools.product(["Dara was", "You were"], ["her", "your"],
                               ["coughing blood", "coughing up blood"])
             if (subject == "Dara was") == (owner == "her")]
    assert [t for t in texts if "injury" in actual_kinds(lex, t, OBSERVER)] == []
    assert [t for t in texts if "illness" not in actual_kinds(lex, t, OBSERVER)] == []


def test_a_crick_woken_up_with_is_no_injury(lex):
    fired = [text for subject in ["You wake up", "Dara woke up", "You woke"]
             if "injury" in actual_kinds(lex, text := f"{subject} with a crick in the neck.",
                                         OBSERVER)]
    assert fired == []


def test_a_light_kept_burning_is_no_burn(lex):
    fired = [text for subject, light in itertools.product(
        ["Dara kept", "You keep", "Dara leaves"],
        ["the light burning", "the lamps burning", "the candles burning"])
        if "injury" in actual_kinds(lex, text := f"{subject} {light} all night.", OBSERVER)]
    assert fired == []
    missed = [text for text in ["The candle burns Dara's finger.",
                                "Dara's hand burns on the lamp."]
              if "injury" not in actual_kinds(lex, text, OBSERVER)]
    assert missed == []


def test_a_chess_piece_under_attack_is_no_threat(lex):
    fired = [text for piece in ["his queen", "her king", "your last rook"]
             if "danger" in actual_kinds(
                 lex, text := f"Dara plays chess on the tablet, {piece} under attack.", OBSERVER)]
    assert fired == []
    missed = [text for place in ["Dara's house", "Your camp"]
              if "danger" not in actual_kinds(lex, text := f"{place} is under attack.", OBSERVER)]
    assert missed == []


def test_an_ailment_claimed_as_a_way_out_is_no_illness(lex):
    fired = [text for ailment, way_out in itertools.product(
        ["I had a headache", "I was sick", "I had a migraine"],
        ["to get out of the coach trip", "to skip the meeting", "to dodge the quiz night"])
        if "illness" in actual_kinds(lex, text := f"I told the nurse {ailment} {way_out}.",
                                     OBSERVER)]
    assert fired == []
    missed = [text for text in ["I told the nurse I had a headache and went to lie down.",
                                "Dara tells the doctor she has a migraine."]
              if "illness" not in actual_kinds(lex, text, OBSERVER)]
    assert missed == []


def test_a_fire_or_a_quarrel_flaring_up_is_no_illness(lex):
    fired = [text for thing, where in itertools.product(
        ["A gas canister", "The barbecue", "The grill", "Tempers"],
        ["flares up on the stove", "flared up in the porch"])
        if "illness" in actual_kinds(lex, text := f"{thing} {where} next to Dara.", OBSERVER)]
    assert fired == []
    missed = [text for text in ["Dara's asthma flared up.", "Dara had a flare-up of her arthritis."]
              if "illness" not in actual_kinds(lex, text, OBSERVER)]
    assert missed == []
