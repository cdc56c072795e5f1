"""A noun ailment heading a clause after "and", with nobody named after it, is the sentence's
opener's, as after ";" it is the topic's.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Musa's calf brushes the hot exhaust
of a parked okada as he squeezes past, and the burn is already blistering" had given the burn to
no one (someone else). ``perception._after`` now falls back on the sentence's opener
(``_sentence_opener``) for a noun ailment after "and"; not after a dash, nor a verb ailment after
"while" ("while the herd grazed"), nor when the opener is someone else.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_burn_after_and_is_the_openers(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"injury"}, text

    assert failing_cases(one_case, [
        ("Musa", "Musa's calf brushes the hot exhaust of a parked okada as he squeezes past, "
                 "and the burn is already blistering."),
        ("Musa", "Musa touches the hot stove, and the burn is already blistering."),
        ("Marius", "Marius splashes hot grease across the back of his hand while flipping the "
                   "confit, and a blister rises at once."),
    ]) == []


def test_another_opener_a_dash_or_a_verb_after_while_stays_as_before(lex) -> None:
    def one_case(observer, text, kinds, others):
        assert actual_kinds(lex, text, observer) == kinds, text
        assert other_kinds(lex, text, observer) == others, text

    assert failing_cases(one_case, [
        ("Musa", "Tom touches the hot stove, and the burn is already blistering.", set(),
         {"injury"}),
        ("Musa", "Musa touches the stove — the burn was nothing, only a red mark.", set(),
         {"injury"}),
        ("Musa", "Musa slept in the saddle for an hour while the herd grazed.", {"sleep"},
         {"injury"}),
        ("Kenji", "Kenji holds the bucket while the new stagiaire throws up behind the bins, "
                  "grey and shaking.", set(), {"illness"}),
    ]) == []
