"""A hazard's word naming a measure, a record or a sample taken of it, or a landscape it once
made, is no threat now (session 34, round fresh167: "logs the overnight tremor readings",
"watches the tremor plot", "burnt her hand on a hot lava sample", "flies the drone over the
lava field" had read as danger), and so is one charted or modelled right after "plots the",
"maps the", "models the" ("is plotting the lava effusion rate from the thermal images"). The
hazard itself, felt, flowing or close, stays a threat."""

from helpers import actual_kinds, failing_cases


def test_a_hazards_readings_samples_and_landscape_are_no_threat(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana logs the overnight tremor readings.", {"work"}),
        ("Ana checks the flood readings from the river gauge.", {"work"}),
        ("Ana is staring at the tremor plot on her second monitor.", set()),
        ("Ana uploads the wildfire data to the shared drive.", set()),
        ("Ana labels the lava samples in the lab.", {"work"}),
        ("Ana bags two smoke samples for the lab.", set()),
        ("Ana prints the storm chart for the briefing.", {"work"}),
        ("Ana pins the earthquake graphs to the wall.", set()),
        ("Ana hikes across the old lava field to the crater.", {"exercise"}),
        ("Ana drove past the lava fields near the coast last spring.", set()),
    ]) == []


def test_a_hazard_charted_or_modelled_as_data_is_no_threat(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana is plotting the lava effusion rate from the thermal images @ observatory: "
         "analysis room", {"work"}),
        ("Ana maps the flood extent from the satellite pictures.", set()),
        ("Ana models the wildfire spread for the council.", {"work"}),
        # the hazard near her while she charts stays one
        ("Ana is mapping the fissure as lava spurts beside her.", {"danger"}),
        ("Lava creeps toward the plot where Ana stands.", {"danger"}),
    ]) == []


def test_the_hazard_itself_stays_a_threat(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("A tremor rattles the jars on Ana's shelf.", {"danger"}),
        ("Ana feels the tremor under her feet.", {"danger"}),
        ("The lava flow reaches the road by Ana's house.", {"danger"}),
        ("Lava pours across the field toward Ana.", {"danger"}),
        ("Floodwater fills Ana's kitchen.", {"danger"}),
        ("Ana smells smoke in the stairwell.", {"danger"}),
    ]) == []
