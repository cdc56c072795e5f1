"""A keeper's or a groom's quarters cleaned and the round of feeds are work (session 34, round
fresh160): "hosed out and re-bedded the tiger dens", "shovels out the rhino paddock", "you cover
her feeding round at the bird house". core.yaml work verbs ``hose out``, ``re-bed``; work
objects ``paddock``, ``night quarters``, ``tiger dens`` ...; work terms ``feeding round``.
Choices: not dens, pens, cages or stalls alone (a child's den, a writer's pens, a pet's cage, a
market's stalls); a feeding round named as a time is none. Controls: a patio or a car hosed, a
border re-bedded, a paddock walked to, a round after which one naps, someone else's round.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_quarters_hosed_out_re_bedded_or_shovelled_out_are_work(lex) -> None:
    def one_case(text, name):
        assert "work" in actual_kinds(lex, text, name), text

    cases = [("Keeper log 09:40 | Bram | hosed out and re-bedded both lion dens", "Bram"),
             ("Bram hosed out the tiger dens before the gates opened.", "Bram"),
             ("Bram is hosing out the night quarters.", "Bram"),
             ("You re-bed the loose boxes with fresh straw.", None),
             ("Mei shovels out the zebra paddock.", "Mei"),
             ("I shovelled out the llama paddock in the heat.", None),
             ("Mei is hosing out the paddocks after the show.", "Mei")]
    assert failing_cases(one_case, cases) == []


def test_a_feeding_round_done_or_covered_is_work(lex) -> None:
    def one_case(text, name):
        assert "work" in actual_kinds(lex, text, name), text

    cases = [("Tom is off sick, so you cover his feeding round at the reptile house.", None),
             ("Leila does the feeding round on the ward.", "Leila"),
             ("Leila starts the morning feed round at six.", "Leila"),
             ("I did both feeding rounds today.", None)]
    assert failing_cases(one_case, cases) == []


def test_controls_home_things_times_and_others_stay_no_work(lex) -> None:
    def one_case(text, name):
        assert "work" not in actual_kinds(lex, text, name), text

    cases = [("Bram hoses down the patio.", "Bram"),
             ("Bram hoses down the car in the drive.", "Bram"),
             ("Bram re-beds the roses in the front garden.", "Bram"),
             ("Bram builds dens in the woods with his kids.", "Bram"),
             ("Bram walks to the paddock to see the pony.", "Bram"),
             ("After her feeding round, Leila naps.", "Leila"),
             ("Leila naps between feeding rounds.", "Leila"),
             ("Tom hoses out the tiger dens while Leila eats.", "Leila")]
    assert failing_cases(one_case, cases) == []
    assert "work" in other_kinds(lex, "Tom does the feeding round while Leila eats.", "Leila")
