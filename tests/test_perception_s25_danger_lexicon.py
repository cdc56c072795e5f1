"""Session 25 (danger): hazards the lexicon now names, and threats shown to be none.

Lost or stranded where night, cold or water can kill; predators that circle, stalk or close on
someone; the subject chased, followed, cornered or ambushed by people, and strangers who lurk;
civil-defence sirens and orders to take cover now; bullets, tracer and sniper fire; a fantasy's
hostile peoples that attack; trees that come down through a roof; a gale's force number; a
vehicle that starts to tip; the subject hemmed in by beasts or hanging over a drop. Traps: a
figure of speech, someone else's, a storm watched warm and dry, a risk forecast low, a fire
already out, a beast watched in an aquarium or kept in a sanctuary."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

POSITIVES = [
    "Ewa is lost in the forest with no torch and no phone signal.",
    "You're stranded on the mountain after dark, and the temperature is dropping fast.",
    "Ewa is stuck on the ledge halfway up the cliff and can't go up or down.",
    "A huge shark is circling Ewa's kayak.",
    "A polar bear is sniffing around the door of your hut.",
    "A hippo surfaces next to Ewa's boat and opens its jaws wide.",
    "The guard dog slips its chain and comes straight for Ewa.",
    "I'm being chased down Market Street by three lads with baseball bats.",
    "You are being followed through the dark car park.",
    "Ewa is cornered by two men in the stairwell.",
    "You wake to find a stranger standing at the foot of your bed.",
    "Civil defence sirens are going off in your town and the radio says take shelter"
    " immediately.",
    "Bullets are hitting the wall of Ewa's house.",
    "Tracer fire streaks over Ewa's trench.",
    "Three goblins burst out of the undergrowth and rush at you with rusty spears.",
    "[Quest log] Ewa is surrounded by five skeletons in the catacombs. HP 12/40.",
    "Ewa's rope snags and she's left hanging upside down over the drop.",
    "The power's gone, the wind is howling and a tree has just come through Ewa's bedroom"
    " roof.",
    "The tractor starts to tip on the steep bank with Ewa at the wheel.",
    "Ewa scrambles into the lifeboats.",
]

TRAPS = [
    "Ewa is lost in thought.",
    "Ewa's mind is adrift.",
    "Two half-orcs arm-wrestle at the corner table while Ewa drinks.",
    "Ewa watches the sharks circle in the aquarium tunnel.",
    "The wolves circle the hikers' camp while Ewa watches from the ridge.",
    "Ewa's dog comes bounding up to greet her.",
    "The storm rattles the windows while Ewa reads by the fire, warm and dry.",
    "Ewa is waiting in the boot room for the whiteout to lift so she can go outside.",
    "The fire is out now; Ewa is back in her flat making tea.",
    "Ewa's mum is a force of nature.",
    "Ewa waters the flooded rice paddies as usual.",
    "At the sanctuary a bear cub takes an apple from Ewa's hand.",
]


def test_a_named_hazard_is_the_observers_danger(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ewa")

    cases = POSITIVES
    assert failing_cases(one_case, cases) == []


def test_a_figure_someone_elses_or_a_threat_that_is_none(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ewa")

    cases = TRAPS
    assert failing_cases(one_case, cases) == []
