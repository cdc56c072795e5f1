"""Work: a status line's or a framed sentence's own verb typed with its ``-ing`` slipped.

The status-line and narrative work readers find the observer's verb by its ``-ing`` ending;
a casual slip hides it: the ``g`` dropped ("Lorcan is haulin creels @ pier") or the ``i``
dropped ("Cormac is carryng crates @ warehouse"). An unknown word that is a known ``-ing``
form with that one letter put back is read as that form (only an exact known form: "certain",
"cousin" and "Colin" have none). Controls: leisure verbs stay leisure, someone else's task
stays theirs, a home is no workplace, and the slip outside a verb's place changes nothing.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

SUBJECTS = [("Lorcan", "Lorcan"), ("Ana", "Ana"), ("Mei", "Mei and the other packers")]
TASKS = ["haulin creels", "carryng crates", "unloadin pallets", "stackin boxes",
         "unloadng the van", "stackng shelves"]
PLACES = ["warehouse", "docks", "loading bay"]


def test_a_slipped_ing_verb_in_a_status_line_is_the_job(lex):
    wrong = []
    for (observer, subject), task, place in itertools.product(SUBJECTS, TASKS, PLACES):
        aux = "are" if " and " in subject else "is"
        text = f"{subject} {aux} {task} @ {place}"
        if "work" not in actual_kinds(lex, text, observer):
            wrong.append(text)
    assert wrong == []


def test_a_slipped_ing_verb_with_a_frame_is_the_job(lex):
    for text in ("Ana is carryng lighting stands to the truck for the film crew.",
                 "Ana is haulin creels for the skipper."):
        assert "work" in actual_kinds(lex, text, "Ana"), text


def test_words_that_only_look_slipped_make_no_job(lex):
    for text in ("Ana is certain @ office", "Ana is with her cousin @ office",
                 "Ana is with Colin @ warehouse"):
        assert "work" not in actual_kinds(lex, text, "Ana"), text


def test_leisure_home_and_someone_elses_task_stay_so(lex):
    for text in ("Ana is readin a novel @ café", "Ana is chillin @ home: sofa",
                 "Ana is restin @ warehouse: break room"):
        assert "work" not in actual_kinds(lex, text, "Ana"), text
    for task, place in itertools.product(TASKS, PLACES):
        text = f"Ana's brother is {task} @ {place}"
        assert "work" not in actual_kinds(lex, text, "Ana"), text
