"""A meal's or a drink's break and a theatre's fire curtain are nouns that name no hurt and no
fire (session 34, round fresh163; core.yaml exceptions): "spent the lunch break flat on my
back" had been a broken back ("break + back"), "runs the fire curtain test" a fire. A real
broken back and a real fire stay."""

from helpers import actual_kinds, failing_cases


def test_a_named_break_or_a_safety_curtain_is_no_hurt_and_no_fire(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text) == kinds, text

    assert failing_cases(one_case, [
        ("I spent the lunch break flat on my back on the studio floor.", set()),
        ("You spend the coffee break on your back in the grass.", set()),
        ("I lay on my back through the whole tea break.", {"rest"}),
        ("You run the fire curtain test before the house opens.", set()),
        ("I watch them lower the safety curtain from the stalls.", set()),
    ]) == []


def test_a_broken_back_a_fire_and_a_break_taken_stay(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text) == kinds, text

    assert failing_cases(one_case, [
        ("I broke my back in the fall.", {"injury"}),
        ("A fire breaks out behind you.", {"danger"}),
        ("You take a coffee break.", {"rest"}),
        ("I work through my lunch break.", {"work"}),
        ("I eat a sandwich on my lunch break.", {"eat"}),
    ]) == []
