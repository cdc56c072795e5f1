"""Round r33 (work recall): narrative work told by what the task is (a trade's verb, a meal
given up for it, a status line's named place), each next to the same shape that is leisure, a
chore, a favour or someone else's work."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Amina") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


# -- a trade's verb done to an object is the job (frames.trade_verbs) -------------------------

_SUBJECTS = [("Amina", "s"), ("You", ""), ("I", "ed")]
_TRADE = [  # (base, object): the verbs of clinics, workshops, farms, newsrooms, exam halls
    ("vaccinate", "a line of children"),
    ("suture", "the gash on the boy's scalp"),
    ("triage", "the new arrivals at the gate"),
    ("calibrate", "the docking cameras"),
    ("weld", "the hull plates"),
    ("solder", "the loose connectors"),
    ("prune", "the old vines along the terrace"),
    ("plough", "the lower field"),
    ("shear", "the last of the ewes"),
    ("proofread", "the sports pages"),
    ("transcribe", "the interview"),
    ("draft", "the story"),
    ("invigilate", "the maths exam"),
]


def _form(base: str, ending: str) -> str:
    if ending == "s":
        return base + ("es" if base.endswith(("sh", "ch")) else "s")
    if ending == "ed":
        if base.endswith("e"):
            return base + "d"
        return base + "ed"
    return base


@pytest.mark.parametrize("subject,base,obj", [
    (s, b, o) for (s, _), (b, o) in itertools.product(_SUBJECTS, _TRADE)])
def test_a_trade_verb_done_to_an_object_is_the_job(lex, subject, base, obj):
    ending = dict(_SUBJECTS)[subject]
    assert worked(lex, f"{subject} {_form(base, ending)} {obj}.")


@pytest.mark.parametrize("text", [
    # the object is the doer's own, at home, or a favour
    "Amina prunes her roses.",
    "Amina prunes the roses in her garden.",
    "Amina prunes the hedge for her mother's party.",
    "Amina drafts her own will.",
    # no object
    "Amina prunes.",
    "Amina drafts nothing all morning.",
    # a plan, an intention, someone else
    "Amina will vaccinate the children tomorrow.",
    "Amina wants to prune the vines.",
    "The nurse vaccinates Amina.",
    "Amina watches while the nurse vaccinates the children.",
    # a verb homes share is no trade verb
    "Amina stitches a cushion cover.",
    "Amina paints the fence.",
])
def test_a_trade_verb_on_ones_own_or_without_an_object_is_no_work(lex, text):
    assert not worked(lex, text)
