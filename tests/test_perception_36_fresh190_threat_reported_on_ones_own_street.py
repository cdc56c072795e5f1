"""A threat reported at the observer's own street, town or building is theirs now.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Radio Lagos says the canal has burst
its banks and water is rising on your own street in Ajegunle" had been a report only: the
``local`` cue knew "your street" but not "your own street". The ``local`` terms gain the same
places with "own" (street, road, town, area, neighbourhood, building, block, village, house,
flat; your, my, our, her, his, their); a story of long ago there stays a story.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_threat_reported_on_ones_own_street_is_a_danger(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("Nneka", "Radio Lagos says the canal has burst its banks and water is rising on your "
                  "own street in Ajegunle. Outside, you hear water gurgling into the gutter by "
                  "your gate."),
        ("Nneka", "The radio says water is rising on your own street."),
        ("Nneka", "The radio says a fire is spreading through your own building."),
    ]) == []


def test_a_story_of_long_ago_stays_a_story(lex) -> None:
    text = "Nneka reads that a fire destroyed a house on her own street in 1990."
    assert actual_kinds(lex, text, "Nneka") == set()
    assert other_kinds(lex, text, "Nneka") == set()


def test_a_threat_reported_a_few_metres_from_the_observer_is_theirs(lex) -> None:
    """The ``local`` terms "metres from it", "yards from there" (session 36, round fresh190) as
    "metres from the" were: the observer placed a short way from the threat's place."""
    text = ("A WhatsApp broadcast warns that armed men are robbing cars right now at the Berger "
            "bus stop, and Efosa is stuck in traffic a hundred metres from it.")
    assert actual_kinds(lex, text, "Efosa") == {"danger"}

    def one_case(text):
        assert actual_kinds(lex, text, "Efosa") == set(), text

    assert failing_cases(one_case, [
        "The radio warns that armed men are robbing cars in Kano, a thousand miles from here.",
        "The news says a bomb went off in Paris in 1995; Efosa lived a few metres from it.",
    ]) == []
