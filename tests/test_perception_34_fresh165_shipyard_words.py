"""Words of a shipyard and a canteen that say the same anywhere (session 34, round fresh165): a
nose that runs is a cold's sign ("Dmytro's nose runs a little in the cold dock"); "the oxygen is
low" is a threat where one breathes, also shouted as a warning; a stud, welding, needle or
hot-air gun is a tool, no weapon; a machine that "blew apart" by someone is a
threat, as one that explodes; a canteen's, a café's or a pub's tables wiped are the job."""

from helpers import actual_kinds, failing_cases


def test_a_shipyard_s_words_read_as_anywhere(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Marta's nose runs all morning on the windy quay.", "Marta", {"illness"}),
        ("Tom's nose keeps running on the night shift.", "Tom", {"illness", "work"}),
        ("'Climb out, the oxygen is low down there!' the chargehand yells to Ana.", "Ana",
         {"danger"}),
        ("Ana burnt her thumb on a hot stud gun.", "Ana", {"injury"}),
        ("Tom scrapes his hand on the needle gun.", "Tom", {"injury"}),
        ("Ana wipes down the café tables after the lunch rush.", "Ana", {"work"}),
        ("Tom clears the canteen tables as the welders eat.", "Tom", {"work"}),
        ("The compressor blew apart two metres from Ana in the workshop.", "Ana", {"danger"}),
    ]) == []


def test_controls_stay_as_they_were(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Ana sits at one of the canteen tables with a book.", "Ana", set()),
        ("A man with a gun walks into the bank where Ana queues.", "Ana", {"danger"}),
        ("Ana wipes the table after dinner at home.", "Ana", set()),
        ("Ana blows the dandelion apart.", "Ana", set()),
        ("The old boiler blew apart in 1962, Ana's grandad says.", "Ana", set()),
    ]) == []
