"""Hazards of settings the older lists did not reach, by domain (core.yaml ``danger.terms``,
``danger.unfolding`` and ``danger.near_miss``).

* Sea, mountain and polar, construction and industry, city and crime, war, weather, space, lab
  and home: a phrase that names a threat where it is told is a danger for whoever it reaches
  (the observer's when the observer is there: named, "you" or "I").
* A beast rushing at someone ("a wild boar rushes at Mira"), a cornice that snaps off, a pipe
  that bursts or a ball that whizzes by someone, an icicle or a chandelier that drops, a branch
  that snaps off (not one that drops into a river, nor a Christmas tree the cat topples).
* An unfolding hazard right after the observer's owner word is what befalls their thing
  ("your tether snaps"); a threat term right after it stays their gear ("you sharpen your
  knife", "you test your fire alarm").
* Controls: the same words for gear, a trade, a course or a drill ("a crevasse rescue course",
  "clears brush with a machete", "stacks the scaffolding poles"); the same hazard reaching
  someone else (never the observer's); a penalty shoot-out; a western's gunfight.
"""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

# (subject form, possessive form): the observer named, "you", "I"
SELVES = [("Mira", "Mira's"), ("you", "your"), ("I", "my")]

# each clause has {s} (a subject or an object) or {p} (a possessive) for who it reaches
HAZARDS = {
    "sea": ["{S} and the crew abandon ship in the dark.",
            "The current drags {p} dinghy towards the reef.",
            "An iceberg looms out of the fog ahead of {p} boat."],
    "mountain": ["{S} falls into a crevasse and dangles on the rope.",
                 "The snow bridge collapses under {p} skis.",
                 "The cornice snaps off under {p} boots.",
                 "{S} is caught in a white-out on the pass."],
    "industry": ["{S} slips off the scaffolding and hangs from a pole.",
                 "The crane's load swings toward {o} on the deck.",
                 "An arc flash blinds {o} at the switchboard.",
                 "A steam pipe bursts next to {o} in the plant room.",
                 "{S} touches an exposed cable in the flooded cellar."],
    "crime": ["A man with a machete chases {o} down the alley.",
              "{S} got mugged on the way home.",
              "A gang has been robbing people in {p} street every night."],
    "war": ["Rockets slam into the hillside above {p} village.",
            "A missile hits the block next to {p} shelter.",
            "Enemy troops are sighted a mile from {p} outpost."],
    "weather": ["A wall of sand rolls towards {p} caravan.",
                "A wall of water crashes into {p} camp.",
                "A dust devil tears across {p} camp."],
    "space": ["{P} suit is leaking air during the spacewalk.",
              "{P} tether snaps and the station drifts away.",
              "Space debris punches a hole in {p} module.",
              "The reactor alarm sounds on {p} deck.",
              "The oxygen alarm sounds in {p} module."],
    "lab": ["Acid splashes across the bench onto {p} sleeve.",
            "The fume cupboard alarm in {p} lab shrieks.",
            "A runaway reaction starts smoking in {p} fume hood."],
    "home": ["Plaster is raining from the ceiling of {p} bedroom.",
             "The windows have blown in and glass is all over {p} kitchen."],
    "overhead": ["The chandelier came down in the dining room a foot from {p} chair.",
                 "An icicle drops from the gutter beside {o}.",
                 "A branch snaps off right above {o}."],
    "road": ["{P} bus leaves the road and rolls down the embankment.",
             "The driver loses control of the van with {o} in the back.",
             "A cyclist nearly ploughs into {o} on the path."],
    "wild": ["{S} gets lost in the fog on the moor as night falls.",
             "At thirty metres the regulator fails on {o}."],
    "gas": ["{S} is overcome by fumes in the slurry pit.",
            "The mine shaft fills with gas around {o}.",
            "Radiation levels spike in {p} module."],
    "near": ["A wild boar rushes at {o} in the thicket.",
             "A rottweiler lunges at {o}.",
             "The coolant pipe burst a metre from {o}.",
             "A stray golf ball whizzes past {p} head.",
             "The pressure cooker's lid blows off a metre from {o}."],
}
CASES = [(dom, t) for dom, ts in HAZARDS.items() for t in ts]

_OBJECT = {"Mira": "Mira", "you": "you", "I": "me"}


def fill(template: str, subj: str, poss: str) -> str:
    text = template.format(s=subj, S=subj, o=_OBJECT.get(subj, subj), p=poss,
                           P=poss[0].upper() + poss[1:])
    return text[0].upper() + text[1:]


def danger(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def test_a_settings_hazard_reaching_the_observer_is_theirs(lex) -> None:
    def one_case(case, self_):
        text = fill(case[1], *self_)
        assert any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(CASES, SELVES))
    assert failing_cases(one_case, cases) == []


def test_the_same_hazard_reaching_someone_else_is_not_the_observers(lex) -> None:
    def one_case(case):
        text = fill(case[1], "Tomas", "Tomas's")
        assert not any(e.is_actual_self for e in danger(lex, text)), text

    cases = CASES
    assert failing_cases(one_case, cases) == []


def test_settings_vocabulary_controls(lex) -> None:
    def one_case(text):
        assert not any(e.is_actual_self for e in danger(lex, text)), text

    cases = [
        "Mira teaches a crevasse rescue course at the club.",
        "Mira stacks the scaffolding poles in the yard.",
        "Mira drives the crane all morning on the site.",
        "Mira clears the brush in the garden with a machete.",
        "Mira pours the acid into the flask carefully for the titration.",
        "Mira cleans the fume cupboard after the experiment.",
        "Mira cooks dinner in the pressure cooker.",
        "Mira steps up in the penalty shootout and scores.",
        "Mira watches a western; the gunfight at the end is the best part.",
        "Mira practises bunker shots with her golf balls.",
        "The ship's crew rehearse the abandon-ship drill with Mira.",
        "Mira's dog bursts from the hedge wagging its tail.",
        "Mira shells the peas for dinner.",
        "Mira's Christmas tree topples over when the cat climbs it.",
        "The branch drops into the river and Mira watches it float away.",
        "Mira sits under the tree while blossom drops onto her book.",
        "Mira loses control of the ball and the striker scores.",
        "Mira refills the kettle; it has run out of water.",
        "You sharpen your knife on the step.",
        "You test your fire alarm and change its battery.",
        "I check my gas alarm before bed.",
        "I stoke my fire and put the kettle on.",
        "Mira's puppy breaks free of its lead and runs to the gate.",
    ]
    assert failing_cases(one_case, cases) == []
