"""No one but the observer: an exception naming the observer after "nobody" is the one who did it.

Session 37, round negation: "Nobody but Tom ate" was Tom's meal (the "but" is a breaker), but
"Nobody except Gemma got any sleep on the crossing" kept the denial for Gemma. An exception
("except", "but", "save") right after "nobody"/"no one"/"none", or after the act in its clause
("Nobody touched the cake except me", "Nobody got any sleep, except Gemma"), that names the
observer now lifts the denial (``_nobody_excepts_self``). Someone else excepted, or the
observer's own relative, leaves the observer's act denied.
"""

from helpers import actual_kinds, failing_cases


def test_the_observer_excepted_from_nobody_did_it(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Gemma") == kinds, text

    assert failing_cases(one_case, [
        ("Nobody except Gemma got any sleep on the crossing.", {"sleep"}),
        ("No one except Gemma slept on the crossing.", {"sleep"}),
        ("Nobody got any sleep except Gemma.", {"sleep"}),
        ("Nobody got any sleep, except Gemma.", {"sleep"}),
        ("No one ate the soup except you.", {"eat"}),
        ("Nobody but Gemma ate the burnt lasagne.", {"eat"}),
    ]) == []


def test_someone_else_excepted_leaves_the_observer_out(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Gemma") == kinds, text

    assert failing_cases(one_case, [
        ("Nobody except Tom slept.", set()),
        ("Nobody slept except Tom.", set()),
        ("Nobody except Gemma's brother slept.", set()),
        ("Nobody was hurt except Tom.", set()),
        ("Nobody slept on the night bus.", set()),
    ]) == []
