"""Session 33, fresh set heldout154 (an outback road-train convoy): dialect words and figures.

* A yarn had together is Australian for a chat ("Darcy and Shazza yarn for an hour"; "yarning
  all night with his mate"; "has a yarn with"); yarn bought or knitted is wool.
* A nap's name run together ("powernap") is a nap; kilometres as spoken ("runs ten k's") are
  a run's distance.
* An ailment told as gone with a contracted "is"/"has" ("the gastro's gone", "the headache's
  cleared up") is recovery, not the ailment now; "gastro" is an ailment's short name.
* A squat by the fire, down beside something or on one's heels is a crouch, not a workout;
  squats done or counted stay one.
* A threat named as a colour ("the sky turns the colour of a bushfire") or as what closed a
  road or a place ("road closed by floodwater") is no threat to the observer; the colour of
  the real thing stays one.
* The back of a thing is its other side ("the fuel split on the back of a receipt"): no hurt.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_yarn_had_together_is_company(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Darcy", "Darcy and Shazza yarn for an hour at the counter about footy.", {"socialize"}),
        ("Tom", "You and the old drover yarned till midnight.", {"socialize"}),
        ("Tom", "Tom has a yarn with the station hand about the weather.", {"socialize"}),
        ("Tom", "Tom spent the evening yarning with the locals at the pub.", {"socialize"}),
        ("Aroha", "Aroha leans on the ute yarning with her cousin.", {"socialize"}),
        ("Tom", "Tom buys a ball of yarn at the market.", set()),
        ("Tom", "Tom buys yarn for a jumper.", set()),
        ("Tom", "Tom knits with the red yarn.", {"rest"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_powernap_and_a_run_in_ks(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Mick", "[tick 2231] Mick | activity: powernap in cab | loc: rest area", {"sleep"}),
        ("Mick", "Mick takes a powernap in the cab before the night run.", {"sleep"}),
        ("Kylie", "Kylie runs ten k's along the riverbed in the midday heat.", {"exercise"}),
        ("Kylie", "You ran five k's before breakfast.", {"exercise"}),
        ("Kylie", "Jo runs ten k's while Kylie reads on the porch.", {"rest"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_an_ailment_told_gone_with_a_contraction_is_over(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Kylie", "Kylie's not sick anymore, the gastro's gone and she's back on the tools.",
         {"work"}),
        ("Kylie", "Kylie's fever's gone and she's back at work.", {"work"}),
        ("Kylie", "Kylie's gastro has gone and she's back at work.", {"work"}),
        ("Ana", "The headache's cleared up and Ana is fine.", set()),
        ("Ana", "Ana's migraine's eased, so she drives on.", set()),
        ("Ana", "Ana's got gastro and is throwing up.", {"illness"}),
        ("Ana", "Ana's flu's gone but her cough's still bad.", {"illness"}),
        ("Ana", "The rash on Ana's arms has faded completely.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_squat_by_the_fire_is_a_crouch(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Mick", "The billy hasn't boiled yet; you squat by the fire with your tin mug.", set()),
        ("Mick", "Mick squatted beside the fire, turning the damper.", set()),
        ("Mick", "Mick squatted down beside the flat tyre.", set()),
        ("Ahmed", "Ahmed squats on his heels by the cooking pot.", set()),
        ("Mick", "Mick squats down by the creek to fill the billy.", set()),
        ("Mick", "Mick does thirty squats in the yard.", {"exercise"}),
        ("Radu", "Radu does a handful of squats beside his bunk.", {"exercise"}),
        ("Mick", "Mick squats 80 kilos at the gym.", {"exercise"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_threat_as_a_colour_or_a_closure_is_none(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Hamish", "Hamish does sit-ups on his swag while the sky turns the colour of a "
                   "bushfire.", {"exercise"}),
        ("Hamish", "The sunset over the bay is the color of wildfire.", set()),
        ("Hamish", "Hamish watches the hills turn the colours of a forest fire.", set()),
        ("Hamish", "Hamish stares at the colour of the floodwater rising around his truck.",
         {"danger"}),
        ("Mick", "Intention: hit the pool in Katherine. Outcome: cancelled, road closed by "
                 "floodwater.", set()),
        ("Mick", "The pass is closed due to avalanches, so Mick stays in the hut.", set()),
        ("Mick", "Floodwater rises round Mick's cab.", {"danger"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_the_back_of_a_thing_is_no_body(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Mick", "Mick and Leon work out the fuel split on the back of a receipt.", set()),
        ("Mick", "Mick works out the split on the back of an envelope.", set()),
        ("Mick", "Mick splits the back of his hand open on the rim.", {"injury"}),
        ("Mick", "A bee stings Mick on the back of the neck.", {"injury"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_blue_and_a_mouthful_given_are_rows(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Hamish", "Hamish has a blue with the grader driver about blocking the only lane.",
         {"conflict"}),
        ("Kylie", "Kylie had a blue with her brother over the ute.", {"conflict"}),
        ("Kylie", "Kylie got into a blue with the bouncer.", {"conflict"}),
        ("Kylie", "Kylie's mate had a blue with the cook.", set()),
        ("Kylie", "Kylie wears a blue with white stripes.", set()),
        ("Kylie", "Kylie gives him a mouthful and he backs off.", {"conflict"}),
        ("Kylie", "Kylie gave her a mouthful over the unpaid rent.", {"conflict"}),
        ("Kylie", "Kylie gives the baby a mouthful of porridge.", set()),
        ("Kylie", "Kylie gives him a mouthful of water from her bottle.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_wall_of_coloured_dust_or_water_is_a_threat(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Priya", "A wall of red dust swallows the highway and Priya can't see her bonnet.",
         {"danger"}),
        ("Priya", "A wall of brown water comes down the creek toward Priya's camp.", {"danger"}),
        ("Priya", "You watch a wall of thick dust roll toward the roadhouse.", {"danger"}),
        ("Priya", "A wall of muddy water sweeps through the gully where Priya is camped.",
         {"danger"}),
        ("Priya", "Priya's brother, in Perth, sends a video of a wall of red dust over his "
                  "suburb.", set()),
    ]
    assert failing_cases(one_case, cases) == []
