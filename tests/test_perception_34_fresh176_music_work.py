"""A jury's, a teacher's and a piano technician's work, and music's words that are no rest or
cycling (session 34, round fresh176: an international piano competition, where "is filling in
her score sheet @ jury room", "is writing reference letters for three of his students",
"voicing the hammers", "retouching the unisons" and "tightens a loose pedal rod" were no work,
"the quarter rest in bar 12" was a rest and the pedal rod cycling).

Score sheets and marking sheets, reference and recommendation letters and a piano's pedal rods
and unisons are work objects; "voice" takes a piano's hammers ("the hammers of", "piano
hammers", "hammer felts") and "retouch" its unisons. A pedal named by its kind (soft, sustain,
damper, clutch, gas, brake) and a rod after "pedal" are no cycling; a quarter, half, crotchet
(and kin) rest is a silence in the score. Controls: a letter asked for, concerns voiced, a photo
retouched, hammers in a shed, someone else's sheet, pedalling itself and a rest taken.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_jury_teacher_and_technician_tasks_are_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    assert failing_cases(one_case, [
        "Ana fills in her score sheet after the last dancer.",
        "Ana is filling out the marking sheets for the oral exam.",
        "Ana writes reference letters for two of her apprentices.",
        "Ana spent the evening writing letters of recommendation for her students.",
        "Ana is voicing the hammers of the old Steinway in the workshop.",
        "Ana voices the piano hammers before the recital.",
        "Ana retouches the unisons in the interval.",
        "Ana tightens a loose pedal rod under the keyboard.",
    ]) == []


def test_music_words_and_controls_stay_as_they_were(lex) -> None:
    def one_case(text, own, others):
        assert actual_kinds(lex, text, "Ana") == own, text
        assert other_kinds(lex, text, "Ana") == others, text

    assert failing_cases(one_case, [
        ("Ana pencils a breath mark over the quarter rest in bar 40.", set(), set()),
        ("Ana counts through the half rest and comes in late.", set(), set()),
        ("Ana holds the soft pedal down through the last bars.", set(), set()),
        ("Ana's foot finds the clutch pedal.", set(), set()),
        ("Ana asks her old boss for a reference letter.", set(), set()),
        ("Ana voices her doubts about the hammers of the old bridge.", set(), set()),
        ("Ana retouches the photo before posting it.", set(), set()),
        ("Ana cleans the hammers in the shed.", set(), set()),
        ("Ana watches the judge fill in his score sheet.", set(), {"work"}),
        ("Ana pedals hard up the hill.", {"exercise"}, set()),
        ("Ana takes a short rest on the sofa.", {"rest"}, set()),
    ]) == []
