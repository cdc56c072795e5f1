"""Talk or a laugh between mouthfuls or bites is told over a meal being eaten.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Between mouthfuls of ofada rice, Bisi
laughs with the buka woman about the fuel price" had been company alone. Eat terms "between
mouthfuls", "between bites" (forkfuls, spoonfuls, "in between") are a shared setting
(``yields``): the mouthfuls are whoever did the clause's latest event, so "watches the critic
eat slowly, scribbling between bites" stays the critic's. A sip's stays drink's.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_talk_between_mouthfuls_is_a_meal(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Bisi") == kinds, text

    assert failing_cases(one_case, [
        ("Between mouthfuls of ofada rice, Bisi laughs with the buka woman about the fuel "
         "price.", {"eat", "socialize"}),
        ("Bisi talks between bites.", {"eat", "socialize"}),
        ("Between sips of tea, Bisi tells a story.", {"drink", "socialize"}),
    ]) == []


def test_someone_elses_mouthfuls_stay_theirs(lex) -> None:
    def one_case(text, others):
        assert actual_kinds(lex, text, "Bisi") == set(), text
        assert other_kinds(lex, text, "Bisi") == others, text

    assert failing_cases(one_case, [
        ("Bisi watches the critic eat slowly, scribbling between bites.", {"eat"}),
        ("Bisi watches Tom, who talks between mouthfuls of rice.", {"eat", "socialize"}),
    ]) == []
