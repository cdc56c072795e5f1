"""Session 24: more hazards told only by what unfolds around the observer (core.yaml
``danger.unfolding`` groups, perception._unfolding_hazards; subject to verb now over up to 8
tokens, past a relative clause).

* Footing that goes ("your boot slips on the wet ledge", "Kemal's crampon skates off the ice"),
  a crowd's crush ("the crush at the turnstile is so tight ..."), tyres that lose the road, a
  road vehicle that fishtails or drifts at the observer, a big beast squaring up or a dog coming
  at them, a stalker or an intruder, a floor that lurches in a quake, ice that creaks, a current
  that grabs, a boat that hits a rock, a load that breaks loose, a gale that tears a shelter.
* Controls: a crowd pressing forward to greet someone, a dog running after its ball, skis sliding
  smoothly, a bus that pulls away, someone the observer meets who follows them into a room.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_hazard_unfolding_is_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [
        (None, "Your boot slips on the wet ledge and you grab the rope just in time."),
        ("Kemal", "Kemal's crampon skates off the ice and he's left dangling from his axe."),
        ("Lena", "At the turnstile the crush is so tight that Lena's feet leave the ground."),
        ("Jude", "The crowd behind Jude starts pushing and he is shoved towards the edge."),
        (None, "Your tyres lose grip on the hairpin and the car drifts toward the edge."),
        ("Ayo", "The minibus fishtails on the gravel road with Ayo and the team inside."),
        ("Femi", "An oncoming car drifts across the centre line towards Femi."),
        ("Tendai", "A buffalo lowers its horns and paws the ground in front of Tendai."),
        (None, "A stray dog comes bounding at you, teeth bared."),
        ("Zoe", "Footsteps follow Zoe down the dark alley and quicken when she does."),
        ("Noor", "Someone is trying the handle of Noor's front door at three in the morning."),
        (None, "The floor under your feet lurches and the lights swing wildly."),
        ("Lotte", "Halfway across the frozen pond the ice creaks under Lotte's feet."),
        ("Niamh", "The current grabs Niamh's legs and pulls her away from the bank."),
        ("Niamh", "The boat Niamh is on hits a rock and starts taking in water."),
        ("Callum", "A container breaks loose on the pipe deck, skidding straight towards Callum."),
        (None, "The wind tears a whole side panel loose while you're inside the big top."),
        ("Kofi", "The scaffolding Kofi is standing on starts to sway."),
        ("Aurelio", "A cloud of wasps boils out of the grape bins at Aurelio."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("observer,text", [
    ("Femi", "The crowd presses forward to shake Femi's hand after the final."),
    ("Ellie", "Ellie throws a stick and the dog charges after it."),
    ("Ana", "Her skis slide smoothly over the crust as Ana skis down to the hut."),
    ("Ana", "The bus pulls away from the stop as Ana waves."),
    ("Ana", "Ana slips her feet into her slippers."),
])
def test_calm_scenes_are_no_danger(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer), text
