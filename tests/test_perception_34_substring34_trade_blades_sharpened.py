"""A trade's blades sharpened are its job; a kitchen's knives sharpened are no threat (session
34, round substring34). The [substring] sets write "sharpens the filleting knives before gutting
the char" and "is sharpening the combs and cutters for the shearing team" as work: a knife
named by a trade's task (filleting, gutting, boning, skinning), a butcher's cleavers, a
carpenter's chisels, a shearer's combs and cutters or a saw chain sharpened is the job (work's
verb ``sharpen`` with those objects). Kitchen knives sharpened, "her knives" or "the kitchen
knives", are a chore and no threat (core.yaml ``exceptions``). Controls: a pencil or the kitchen
knives sharpened stay no work, someone else sharpening stays theirs, a plan or a denial keeps
its mode, a knife in a stranger's hand stays a threat.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_trades_blades_sharpened_are_work(lex) -> None:
    def one_case(verb, thing):
        text = f"Ana {verb} the {thing} before the shift starts."
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    cases = [(v, t)
             for v in ["sharpens", "sharpened", "is sharpening"]
             for t in ["filleting knives", "boning knives", "skinning knife", "cleavers",
                       "chisels", "combs and cutters", "saw chain"]]
    assert failing_cases(one_case, cases) == []


def test_a_blade_after_a_describing_word_is_still_the_trades(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    cases = ["Ana sharpens the long curved boning knives on the steel.",
             "Ana sharpens the sickle-shaped gutting knives on the whetstone.",
             "Ana spends an hour sharpening the filleting knives at the bench."]
    assert failing_cases(one_case, cases) == []


def test_kitchen_knives_sharpened_are_no_threat_and_no_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set(), text

    cases = ["Ana sharpens the kitchen knives.",
             "Ana sharpened her kitchen knives on the back step.",
             "Ana is sharpening her knives before dinner.",
             "Ana sharpens her pencil.",
             "Ana sharpens the kitchen knife and puts it away."]
    assert failing_cases(one_case, cases) == []


def test_controls_someone_else_a_plan_a_denial_and_a_threat_keep_theirs(lex) -> None:
    text = "Ana's uncle sharpens the boning knives."
    assert actual_kinds(lex, text, "Ana") == set(), text
    assert other_kinds(lex, text, "Ana") == {"work"}, text
    for text in ["Ana will sharpen the boning knives tomorrow.",
                 "Ana didn't sharpen the filleting knives."]:
        assert actual_kinds(lex, text, "Ana") == set(), text
    assert "danger" in actual_kinds(lex, "A man with a kitchen knife lunges at Ana.", "Ana")
