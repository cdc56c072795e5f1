"""An alpine dairy's tasks and climbs (session 38, round fresh200).

Read now: "the milking" is work's term (once an exception, so no milk was drunk: "done with the
milking, 34 cows"), and a farm task put off is none ("so the milking will have to wait": a
negation cue "will have to wait", "can wait" right after it); an -ing term hyphened to a noun
is a thing even with its article inside the term ("the milking-parlour doorway"); a hay slope
or meadow mown is work ("mow" with its own objects; a lawn stays a chore); the dairy's cows are
a trade's stock ("drives the cows up to the high pasture"), and the observer and one other
with a bare verb share the task (``perception._joint_bare_verb``: "Res and his sister drive
the cows"); scree, couloirs and crags are climbed ("scramble up the last scree slope"; "scree"
is ``inflection.invariable``, so "screemed" is still a scream); a drink managed ("did manage
half a cup of tea").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_tasks_read(lex) -> None:
    cases = [("[06:12] Beat: done with the milking, 34 cows, my hands are numb lol", {"work"}),
             ("Beat has finished the evening milking.", {"work"}),
             ("Ueli mows the steep slope behind the hut with a scythe.", {"work"}),
             ("Ueli is mowing the hay meadow.", {"work"}),
             ("Res drives the cows up to the high pasture.", {"work"}),
             ("Res and his sister drive the cows up to the high pasture.", {"work"}),
             ("Res brings the heifers down from the alp.", {"work"}),
             ("Pieter scrambles up the last scree slope to the summit.", {"exercise"}),
             ("Pieter climbs the couloir on crampons.", {"exercise"}),
             ("Heidi couldn't eat a thing, but she did manage half a cup of tea.", {"drink"}),
             ("Heidi only manages a glass of milk.", {"drink"})]

    def one_case(case):
        text, want = case
        observer = "Beat" if text.startswith("[") else text.split()[0]
        assert actual_kinds(lex, text, observer) == want, text

    assert failing_cases(one_case, cases) == []


def test_tasks_put_off_or_named_as_things(lex) -> None:
    assert actual_kinds(lex, "I'm ill, so the milking will have to wait.", "Seamus") \
        == {"illness"}
    assert actual_kinds(lex, "The lambing can wait till Monday.", "Seamus") == set()
    assert actual_kinds(lex, "Jovana sits in the milking-parlour doorway.", "Jovana") == set()
    assert actual_kinds(lex, "Jovana sits in the shearing-shed doorway.", "Jovana") == set()


def test_controls_leisure_chores_and_typos(lex) -> None:
    assert actual_kinds(lex, "Ueli mows the lawn on Sunday.", "Ueli") == set()
    assert actual_kinds(lex, "Res and his sister watch the herd.", "Res") == set()
    assert actual_kinds(lex, "Res eats his lunch while the cows graze.", "Res") == {"eat"}
    assert actual_kinds(lex, "Zara had a screeming match with her landlord on the doorstep.",
                        "Zara") == {"conflict"}
    assert actual_kinds(lex, "Heidi manages a spoonful of broth.", "Heidi") == {"eat"}
    assert actual_kinds(lex, "Heidi manages the tea room.", "Heidi") == set()
    assert actual_kinds(lex, "Jovana eats; the washing up can wait.", "Jovana") == {"eat"}
