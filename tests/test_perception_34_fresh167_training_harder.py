"""Training compared, harder or hardest, is hard training (session 34, round fresh167:
"Ingvar trained hardest of all" had been missed while "trained hard" was read). Someone
else's training, a plan and a denial stay none of the observer's."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_training_harder_or_hardest_is_exercise(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana trained hardest of all the squad.", {"exercise"}),
        ("Ana trains harder than anyone at the club.", {"exercise"}),
        ("The rowers trained hard that week; Ana trained hardest.", {"exercise"}),
        ("Ana will train harder next season.", set()),
        ("Ana didn't train harder, whatever the coach said.", set()),
        ("Ana works harder than ever.", {"work"}),
    ]) == []


def test_someone_else_training_harder_is_theirs(lex) -> None:
    def one_case(text, kinds):
        assert other_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Tom trained hardest of all while Ana watched.", {"exercise"}),
    ]) == []
