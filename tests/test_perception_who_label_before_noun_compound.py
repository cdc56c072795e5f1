"""A singular label right after an article, before a noun compound the lexicon writes with an
"-s" word first ("the GCSE maths paper", "the Cambridge maths paper", "the gcse maths paper"),
modifies that noun: it names no one doing it, so the observer's own sitting or marking of the
paper stays theirs. A plural name ("the Smiths eat") and a noun before a verb's "-s" form ("the
porter eats") still name someone else."""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Farid"
LABELS = ["GCSE", "Cambridge", "gcse", "IGCSE", "Edexcel", "mock"]
VERBS = ["sits", "is sitting", "marks", "is invigilating", "finishes"]
NOUNS = ["maths paper", "maths exam"]


def kinds(lex, text: str, who: str = "self") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER)
            if e.subject == who and e.mode == "actual" and not e.negated}


def test_a_label_before_a_noun_compound_names_no_one(lex):
    cases = [f"{OBSERVER} {v} the {lab} {n}." for v, lab, n
             in itertools.product(VERBS, LABELS, NOUNS)]
    assert len(cases) == 60
    assert [t for t in cases if "work" in kinds(lex, t, "other")] == []
    assert [t for t in cases if "paper" in t and "work" not in kinds(lex, t)] == []


def test_people_before_a_verb_are_still_someone_else(lex):
    # negative controls: a plural name, a person noun and a name before a verb's "-s" form
    for text, kind in [("Farid watches the Smiths eat lunch.", "eat"),
                       ("The porter eats a sandwich.", "eat"),
                       ("The tall porter sports a tan and eats.", "eat"),
                       ("Farid watches as the Joneses eat dinner.", "eat"),
                       ("The new guy chats with a customer.", "socialize")]:
        assert kind in kinds(lex, text, "other"), text
        assert kind not in kinds(lex, text), text
