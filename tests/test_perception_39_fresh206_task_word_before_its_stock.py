"""A task's word with its article before the stock names the stock (session 39, round
fresh206): "the lambing ewes", "the milking cows" are beasts, no task now
(perception._ing_compound_first with a work object after it). Controls: the task itself
("does the lambing", "finishes the milking job"), the task as a subject ("the shearing kept me
in the shed") and the -ing verb on its stock ("feeds the lambing ewes") stay work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_task_word_before_a_beast_names_the_beast(lex) -> None:
    assert actual_kinds(lex, "Oyunaa, who sat up three nights with the lambing ewes, sleeps "
                        "till noon.", "Oyunaa") == {"sleep"}
    assert actual_kinds(lex, "The milking cows are restless and Oyunaa ignores them.",
                        "Oyunaa") == set()


def test_the_task_itself_stays_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Oyunaa") == {"work"}, text

    cases = ["Oyunaa feeds the lambing ewes.",
             "Oyunaa does the lambing alone tonight.",
             "The shearing kept me in the shed every evening.",
             "Oyunaa finishes the milking before dawn.",
             "Oyunaa finishes the milking job."]
    assert failing_cases(one_case, cases) == []
