"""Work: a post's task coordinated after one's own chore.

A narrative sentence whose first verb is a chore (one's own household thing: "mends her
coat", "fixes her bike") skipped the whole sentence, so a task of the job joined by ``and``
after it ("... and updates the fault log") was lost. The coordinated verb is now judged on its
own: the job's frame after it (a trade object, a batch, a served person) makes it work; a
leisure verb, a chore or a verb with no frame after it stays none, and another person's verb
stays theirs.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def mine(lex, text: str) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


CHORES = ["mends her coat", "fixes her bike", "pumps up her tyres"]
TASKS = ["updates the fault log", "checks the lambing records", "updates the drill schedule"]


def test_task_after_own_chore_is_work(lex):
    missed = [text for chore, task in itertools.product(CHORES, TASKS)
              if not mine(lex, text := f"Ana {chore} and {task}.")]
    assert missed == []


def test_trade_task_after_own_chore_is_work(lex):
    # a not_verb made a task by a trade's thing right after it
    for text in ["Ana mends her coat and signs the purchase orders.",
                 "Ana fixes her bike and fetches the stretcher."]:
        assert mine(lex, text), text


FIRSTS = ["polishes the brass plate by the lighthouse door",
          "walks the length of the jetty past the old harbour wall",
          "stands for a minute at the window of the upstairs office"]
LATER = ["updates the sea-state column in the log", "checks the mooring lines",
         "signs the delivery notes"]


def test_trade_thing_after_coordinated_verb_out_of_first_verbs_reach(lex):
    # the first verb's predicate runs on past its reach for a trade's thing; the verb
    # coordinated after it takes the thing as its own frame
    missed = [text for first, later in itertools.product(FIRSTS, LATER)
              if not mine(lex, text := f"Ana {first} and {later}.")]
    assert missed == []


NOT_WORK = ["Ana walks the length of the jetty past the old harbour wall and reads the paper.",
            "Ana walks the length of the jetty past the old harbour wall and the skipper checks"
            " the mooring lines.",
            "Ana polishes the brass plate by the lighthouse door while Tom updates the"
            " sea-state column in the log.",
            "Ana mends her coat and signs the birthday card.",
            "Ana mends her coat and reads the paper.",
            "Ana mends her coat and waters her plants.",
            "Ana mends her coat and updates her diary.",
            "Ana fixes her bike and rides to the beach.",
            "Ana mends her coat while Tom updates the fault log.",
            "Ana mends her coat and doesn't update the fault log."]


def test_leisure_chore_other_or_negated_second_verb_is_no_work(lex):
    assert [t for t in NOT_WORK if mine(lex, t)] == []


FIRST_CLAUSES = ["Ana sits on the crate for a minute", "Ana stretches her back",
                 "Ana yawns"]


def test_task_after_comma_and_is_the_same_subjects(lex):
    missed = [text for first, task in itertools.product(FIRST_CLAUSES, TASKS)
              if not mine(lex, text := f"{first}, and {task}.")]
    assert missed == []


def test_a_name_after_and_is_someone_elses_verb(lex):
    # a name after "and" opens someone else's clause, whatever its ending
    wrong = [text for first, name, task in itertools.product(
                 FIRST_CLAUSES, ["James", "Tomas", "Marcus"], TASKS)
             for sep in (" and", ", and")
             if mine(lex, text := f"{first}{sep} {name} {task}.")]
    assert wrong == []
