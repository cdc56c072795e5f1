"""A short aside after the observer's name that tells how they are dressed, placed or kept
("Halla, in a red sweatshirt, sorts donated blankets @ relief centre: storeroom") leaves the
verb after it theirs, in a status line and in a framed sentence, as a job in apposition does
(session 34, round fresh167: the aside had cut the name off its verb). Someone else's name, a
home's place and a planned task stay as they were."""

from helpers import actual_kinds, failing_cases


def test_the_verb_after_a_names_aside_is_theirs(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana, in a red sweatshirt, sorts donated blankets @ relief centre: storeroom",
         {"work"}),
        ("Ana, in a hoodie printed 'Gym Hero', stacks the chairs @ village hall: main room",
         {"work"}),
        ("Ana, still in her waders, hoses down the deck @ harbour: quay 2", {"work"}),
        ("Ana, in a red sweatshirt, sorts donated blankets for the evacuees.", {"work"}),
        ("Ana, still in her waders, guts forty cod for the market.", {"work"}),
    ]) == []


def test_an_aside_changes_nothing_else(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Tom, in a red sweatshirt, sorts donated blankets @ relief centre: storeroom", set()),
        ("Ana, in her pyjamas, watches TV @ home: sofa", set()),
        ("Ana, in a red sweatshirt, sorts her socks @ home: bedroom", set()),
        ("Ana, in a red sweatshirt, will sort donated blankets @ relief centre: storeroom",
         set()),
        ("Ana, in her pyjamas, reads a novel for an hour.", set()),
    ]) == []
