"""Hazards unfolding with no threat word, read by ``danger.unfolding`` groups (session 39,
round danger): fumes pouring out of a place ("exhaust fumes are pouring out of the generator
house, and Musa is still inside it"), water pouring down into the rooms ("seawater is pouring
down the stairwell"), a valve forced open ("the chlorine tank valve hisses open"), a path that
gives ("the hiking trail crumbles under Ivo's boots"), a wing or a chute that fails in the air
("Hugo's paraglider collapses at 200 metres"), brakes that fail, a lorry by its trucker's
names ("the rig ahead of Yesenia jackknifes") and a ladder's rung that snaps. Controls: fumes
drifting (air), a path that opens into a meadow, a hob that hisses, a trucker's rig driven,
"the main character bursts into tears".
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_failure_with_no_threat_word_is_a_threat(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [("Blue exhaust fumes are pouring out of the generator house, and Musa is still "
              "inside it.", "Musa"),
             ("Diesel fumes billow out of the engine room while Ana is below.", "Ana"),
             ("Seawater is pouring down the stairwell as Henrik wades toward the exit.",
              "Henrik"),
             ("The chlorine tank valve hisses open in the pump room.", "Dmitri"),
             ("The hiking trail crumbles under Ivo's boots.", "Ivo"),
             ("The ledge gives way and Ana grabs a root.", "Ana"),
             ("Hugo's paraglider collapses at 200 metres and he pulls the reserve.", "Hugo"),
             ("The brakes on Ren's bike fail on the steep hill.", "Ren"),
             ("The rig ahead of Yesenia jackknifes across both lanes.", "Yesenia"),
             ("A semi fishtails on the ice in front of Ana's car.", "Ana"),
             ("A rung snaps under Ha-eun's foot, leaving her dangling.", "Ha-eun")]
    assert failing_cases(one_case, cases) == []


def test_the_same_words_in_calm_scenes_are_none(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("The fumes drift toward the hills.", "Ana"),
             ("The path opens up into a meadow and Ana stops for lunch.", "Ana"),
             ("The gas hob hisses as Ana lights it.", "Ana"),
             ("The main character bursts into tears and Ana laughs.", "Ana"),
             ("The smell of coffee drifts toward Ana's desk.", "Ana"),
             ("A party balloon drops onto the table.", "Ana"),
             ("Ana drives the rig through Ohio, the reefer humming.", "Ana"),
             ("The lighting rig sways gently above the stage where Ana sings.", "Ana")]
    assert failing_cases(one_case, cases) == []
