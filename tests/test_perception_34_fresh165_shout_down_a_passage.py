"""A shout sent down a passage, a stair or a shaft is aimed somewhere, no one shouted down
(session 34, round fresh165: "someone shouts down the manhole to Oleksandr" and "the head
shouts down the corridor to Farid" had been rows). Shouting a person down, and shouting down
the phone at someone, stay rows."""

from helpers import actual_kinds, failing_cases


def test_a_shout_down_a_place_is_no_row(lex) -> None:
    def one_case(text, observer):
        assert "conflict" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("The foreman shouts down the stairwell to Ana that the van is here.", "Ana"),
        ("Ana shouts down the hatch to the engineers below.", "Ana"),
        ("Tom shouted down the well, but nobody answered.", "Tom"),
        ("Grandma shouts down the hallway to Ana that dinner is ready.", "Ana"),
        ("You shout down the ladder for the spanner.", None),
    ]) == []


def test_shouting_someone_down_stays_a_row(lex) -> None:
    def one_case(text, observer):
        assert "conflict" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ana shouts down the new manager at the meeting.", "Ana"),
        ("Tom shouted her down in front of everyone.", "Tom"),
        ("Ana is shouting down the phone at the landlord.", "Ana"),
    ]) == []
