"""A kitchen's or a workshop's task verb (fold, chop, wash, dry ...) in its -ed form right after
a preposition is a participle modifying the noun after it, no task (session 34, round
fresh168): "Bruna is asleep on a pile of folded lamé @ samba school: costume workshop" had read
a fold done at the workshop. Prepositions take a noun phrase, so "of folded", "on folded",
"with chopped" are never the verb; the task told by its verb stays work there."""

from helpers import actual_kinds, failing_cases


def test_a_participle_after_a_preposition_is_no_task(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Bruna is asleep on a pile of folded lamé @ samba school: costume workshop", "Bruna"),
        ("Rui dozes on a heap of folded tarps @ boatyard: sail loft", "Rui"),
        ("Lena eats a bowl of chopped fruit @ hotel: kitchen", "Lena"),
        ("Tom naps on folded cardboard @ factory: workshop", "Tom"),
        ("Mei sits down with washed hands @ restaurant: kitchen", "Mei"),
    ]) == []


def test_the_task_told_by_its_verb_stays_work(lex) -> None:
    def one_case(text, observer):
        assert "work" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Bruna folded the napkins @ restaurant: kitchen", "Bruna"),
        ("Rui is folding towels @ hotel: laundry room", "Rui"),
        ("Lena is chopping onions @ hotel: kitchen", "Lena"),
    ]) == []
