"""A manual or chore task verb with a particle before its object (session 39, round worked).

Read now: "wipe" is a chore task as "mop" and "scrub" are, and a manual or chore task verb
followed by "down" or "out" and then its object is that task ("Giancarlo wipes down every
handrail on Deck 5", "Sol is shoveling out the landing strip", "mucks out the stables"):
``perception._CHORE_PARTICLES``. Not "up" (a meal mopped up), not the doer's own thing after
the particle, not a home's thing (the chore guards), not what is left of a meal ("wipe the last
of the feijão off the tray": ``_LAST_OF``).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_particle_before_the_object_keeps_the_task(lex) -> None:
    cases = [("Giancarlo wipes down every handrail on Deck 5 with bleach solution.", {"work"}),
             ("Meadhbh wipes down the bar while two half-orcs arm-wrestle at the corner table.",
              {"work"}),
             ("Keanu wipes down the boards in the rental shed.", {"work"}),
             ("Sol is shoveling out the landing strip for the next supply plane.", {"work"}),
             ("Ana mucks out the stables.", {"work"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []


def test_own_home_and_meal_objects_stay_none(lex) -> None:
    cases = [("Ana wipes down the kitchen worktop.", set()),
             ("Ana wipes down her bike.", set()),
             ("Ana wipes her hands on her apron.", set()),
             ("Ana wipes away a tear.", set()),
             ("Ana wipes the last of the stew off the plate with a crust.", set()),
             ("You mop up the last of the shakshuka with a heel of bread.", {"eat"})]

    def one_case(case):
        text, want = case
        observer = "Wei" if text.startswith("You") else "Ana"
        assert actual_kinds(lex, text, observer) == want, text

    assert failing_cases(one_case, cases) == []
