"""A bare work verb after a determiner and a singular modifier heads a compound noun.

Session 35, round fresh181 (a Saharan desert camp): "Greta posts a screenshot of her step count
to a social media app" was work ("count" + "app"). A work verb in its bare form right after a
determiner and one singular modifier ("her step count", "a word count"; not before "of")
is the thing, no task; after a verb that does the task ("does a safety check on the van",
"carries out a spot check") it names the task done and stays work; a collective subject's
verb ("the crew check the ropes") and the verb's own forms ("counts the takings") stay verbs.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_compound_noun_is_no_task(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Greta"), text

    assert failing_cases(one_case, [
        "Greta posts a screenshot of her step count to a social media app.",
        "Greta posts her step count to an app.",
        "Greta emails her word count to the editor.",
    ]) == []


def test_the_task_done_or_the_verb_itself_is_still_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Greta"), text

    assert failing_cases(one_case, [
        "Greta does a safety check on the van before the shift.",
        "Greta carries out a spot check on the van.",
        "Greta counts the takings at the till.",
        "Greta checks the pallets @ warehouse",
    ]) == []
    assert other_kinds(lex, "The crew check the ropes before the climb.", "Greta") == {"work"}
