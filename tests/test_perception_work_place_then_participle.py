"""Where the subject is, then a participle phrase of what they do there ("has been on her feet
for thirty hours straight, treating a surge of dengue patients", "was down in the cellar until
dawn, checking the fermentation tanks"): the participle is the subject's activity, judged by the
work frames. Not leisure or a meal there, not someone else's participle, not a new clause."""

from __future__ import annotations

import pytest

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Mara") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


@pytest.mark.parametrize("where", ["has been on her feet for thirty hours straight",
                                   "was down in the cellar until dawn",
                                   "is still at the depot"])
@pytest.mark.parametrize("task", ["treating a surge of dengue patients",
                                  "checking the fermentation tanks",
                                  "scanning forty parcels"])
def test_a_task_participle_after_the_subjects_place_is_work(lex, where, task):
    assert worked(lex, f"Mara {where}, {task}.")


@pytest.mark.parametrize("where", ["was on the sofa all evening", "is at the café",
                                   "was down at the beach"])
@pytest.mark.parametrize("pastime", ["reading a novel", "watching the boats",
                                     "chatting with her sister"])
def test_a_leisure_participle_after_the_place_is_no_work(lex, where, pastime):
    assert not worked(lex, f"Mara {where}, {pastime}.")


@pytest.mark.parametrize("text", [
    # someone else's participle, or a new clause
    "Mara was down in the cellar, the vintner checking the fermentation tanks.",
    "Mara was on the sofa while her brother, checking the fermentation tanks, swore.",
    # a plan
    "Mara will be down in the cellar tomorrow, checking the fermentation tanks.",
])
def test_someone_elses_participle_or_a_plan_is_no_work(lex, text):
    assert not worked(lex, text)
