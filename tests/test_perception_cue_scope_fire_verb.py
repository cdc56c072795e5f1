""""fire" as a verb with an object is no fire (danger ``verb_uses``).

A dismissal ("fires the new apprentice"), work ("fires the kiln", "fires up the boilers") or a
signal ("fires the starting gun", "fires a flare to mark the landing site") is no danger; a weapon
or a target after the verb keeps it ("fires his rifle at the wolves"), and so does a distress
call ("fires a distress flare"). The noun stays a threat ("a fire breaks out", "the fires
spread").
"""

from __future__ import annotations

import itertools

from engine.perception import perceive


def danger(lex, text: str, observer: str = "Ana") -> bool:
    return any(e.kind == "danger" and not e.negated and e.mode == "actual"
               for e in perceive(text, lex, observer=observer))


FORMS = ["fires", "fired", "has to fire", "is about to fire", "will fire"]
OBJECTS = ["the new apprentice", "the cook", "his assistant", "Tom", "the kiln", "the furnace",
           "up the boilers", "the starting gun", "the starting pistol", "a signal rocket",
           "a flare to mark the landing site", "a gun salute"]


def test_fire_with_an_object_is_no_threat(lex):
    wrong = [t for form, obj in itertools.product(FORMS, OBJECTS)
             if danger(lex, t := f"Ana {form} {obj}.")]
    assert wrong == []


THREATS = ["Ana fires her rifle at the wolves.", "The guard fires into the crowd around Ana.",
           "The pirates fire the cannon at Ana's ship.", "Ana fires a distress flare.",
           "You fire a distress flare from the life raft.", "A fire breaks out in Ana's hold.",
           "Forest fires rage near Ana's camp.", "The fires are spreading toward Ana's tent.",
           "Ana fires a warning shot at the bear."]


def test_a_weapon_a_target_or_a_distress_call_keeps_the_threat(lex):
    wrong = [t for t in THREATS if not danger(lex, t)]
    assert wrong == []


def test_a_signal_gun_firing_alone_is_no_threat(lex):
    texts = ["The starting gun fires and Ana sprints.", "The noon gun fires over Ana's ferry."]
    wrong = [t for t in texts if danger(lex, t)]
    assert wrong == []


MACHINES = ["The engine", "The old outboard finally", "Ana's car", "The generator",
            "The boiler"]


def test_a_machine_that_fires_starts_up(lex):
    wrong = [t for machine, rest in itertools.product(
                 MACHINES, ["fires and Ana pulls away.", "fires on the third try beside Ana."])
             if danger(lex, t := f"{machine} {rest}")]
    wrong += [t for t in ["The thrusters fire and the station shudders around Ana.",
                          "Ana fires back a quick reply to Tom."] if danger(lex, t)]
    assert wrong == []


def test_fires_in_machines_stay_threats(lex):
    texts = ["Two engine fires break out near Ana.", "An engine fire spreads toward Ana.",
             "The engine room fire spreads toward Ana.", "The sniper fires back at Ana."]
    wrong = [t for t in texts if not danger(lex, t)]
    assert wrong == []
