"""A theatre's, a ballet's and an orchestra's hands and players are people by their trade
(session 34, round fresh163; core.yaml ``subjects.occupation``): "sees a flyman slide two
rungs, scraping his shin raw" had been the observer's scrape (a leak), as "flyman" was no
one; "the harpist pours tea" is the harpist's. The observer's own acts stay hers."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_stage_or_pit_trade_is_someone_else(lex) -> None:
    def one_case(text, mine, theirs):
        assert (actual_kinds(lex, text, "Femi"), theirs <= other_kinds(lex, text, "Femi")) \
            == (mine, True), text

    assert failing_cases(one_case, [
        ("From the stalls Femi sees a flyman lose his footing and slide two rungs, scraping "
         "his shin raw.", set(), {"injury"}),
        ("Femi watches a flyman slip on the ladder, grazing his knee.", set(), {"injury"}),
        ("Femi sees the pianist eat a sandwich.", set(), {"eat"}),
        ("While the timpanist wolfs down a kebab, Femi tunes up.", set(), {"eat"}),
        ("Femi naps while the choreographer argues with the lighting crew.", {"sleep"},
         {"conflict"}),
    ]) == []


def test_the_observers_own_acts_beside_a_stage_trade_stay_hers(lex) -> None:
    def one_case(text, mine):
        assert actual_kinds(lex, text, "Femi") == mine, text

    assert failing_cases(one_case, [
        ("Femi sits next to the flautist and eats a pie.", {"eat"}),
        ("Femi slips on the ladder, grazing her knee, while the flyman watches.",
         {"injury"}),
        ("Femi watches the flymen haul the drop, then naps.", {"sleep"}),
    ]) == []
