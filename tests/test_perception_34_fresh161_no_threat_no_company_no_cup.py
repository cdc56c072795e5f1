"""Words that looked like a threat, company, a drink, a hurt or a workout and are none
(session 34, round fresh161: a tea estate in Assam).

* A pest's attack on a crop is the crop's blight ("noting the caterpillar attack on the
  bushes", "a bad pest attack this season"); a dog's attack on a person stays a threat.
* A feeling after "with" is the cause of a state, and the person it is about is no company
  ("too knotted with worry about her son to eat", "heavy with grief for her father"); "sits
  with her son" stays company.
* Tea finished in a factory is the goods ("stitching gunny bags of finished tea shut"); "finished
  her tea" stays a cup drunk.
* Weeds, roses or spending cut back are pruned or reduced ("cutting back the weeds with her
  sickle", "cut back on coffee"); "cut her back on the rocks" stays a hurt.
* A workout's counts are nouns, never a verb's -ing form ("manages one spoonful before setting
  the bowl down": no set done); "manages three sets" stays a workout.
* A dangerous beast crossing over someone's foot or boot is a near miss ("a krait slides over
  Anjali's foot"); and a village's rice beer is a drink ("share a pot of haria").
"""

from helpers import actual_kinds, failing_cases


def test_no_threat_company_cup_hurt_or_workout(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana walks the rows noting the caterpillar attack on the bushes.", {"walk"}),
        ("Ana reports a pest attack on the crops in Section 4.", set()),
        ("Ana is too knotted with worry about her son to eat.", set()),
        ("Ana is frantic with worry over her daughter.", set()),
        ("Ana is heavy with grief for her father.", set()),
        ("Ana is stitching gunny bags of finished tea shut.", set()),
        ("The chests of finished tea wait by Ana's door.", set()),
        ("Ana is cutting back the weeds between the bushes with her sickle.", set()),
        ("Ana cuts back the roses by the gate.", set()),
        ("Ana manages one spoonful of khichdi before setting the bowl down.", {"eat"}),
    ]) == []


def test_controls_keep_their_reading(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("A dog attacks Ana on the path.", {"danger"}),
        ("Ana sits with her son.", {"socialize"}),
        ("Ana talks with fear in her voice to Tom.", {"socialize"}),
        ("Ana finished her tea.", {"drink"}),
        ("Ana cut her back on the rocks.", {"injury"}),
        ("Ana manages three sets before resting.", {"exercise", "rest"}),
        ("Ana does a set of squats.", {"exercise"}),
    ]) == []


def test_a_beast_over_a_foot_and_a_rice_beer(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("A krait slides over Ana's foot in the drain and vanishes.", {"danger"}),
        ("A scorpion scuttles across Ana's boot.", {"danger"}),
        ("A cobra glides over Ana's sandal on the path.", {"danger"}),
        ("A snake slides over the rocks near the path.", set()),
        ("Ana jumps over the snake.", set()),
        ("Ana drinks a bowl of apong.", {"drink"}),
        ("Ana shares a pot of haria with Tom outside the quarter.", {"drink", "socialize"}),
    ]) == []
