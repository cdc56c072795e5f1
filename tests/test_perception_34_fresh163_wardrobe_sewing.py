"""A show's garments sewn or fitted are a wardrobe's work (session 34, round fresh163; core.yaml
work ``verbs`` "sew", ``objects`` costumes, tutus, bodices, doublets): "sews a hook onto a
bodice", "goes straight back to sewing tutus", "sewing sequins onto the parade costumes". One's
own costume (``household``: "checks her costume in the mirror", "sews a ribbon onto her tutu")
and sewing one's own clothes stay none; someone else sewing stays theirs."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_sewing_a_shows_garments_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Yusra") == {"work"}, text

    assert failing_cases(one_case, [
        "Yusra sews a hook onto a bodice in the fitting room.",
        "Yusra gulps nothing all day and goes straight back to sewing tutus.",
        "Yusra has been sewing sequins onto the chorus costumes since breakfast.",
        "Yusra sewed new lining into the doublets last night.",
        "I am sewing the costumes for the second act.",
    ]) == []


def test_ones_own_costume_and_own_clothes_are_no_work_and_others_sewing_is_theirs(lex) -> None:
    def one_case(text, mine, theirs):
        assert (actual_kinds(lex, text, "Yusra"), other_kinds(lex, text, "Yusra")) \
            == (mine, theirs), text

    assert failing_cases(one_case, [
        ("Yusra checks her costume in the mirror.", set(), set()),
        ("Yusra sews a ribbon onto her tutu.", set(), set()),
        ("Yusra sews a patch onto her jeans.", set(), set()),
        ("Yusra wears a doublet to the fancy-dress party.", set(), set()),
        ("Tom sews a hook onto a bodice while Yusra eats.", {"eat"}, {"work"}),
    ]) == []
