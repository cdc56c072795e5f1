"""A threat the named observer watches, told in a bare or an -ing form after "sees X", goes for
the one named after it, not the watcher.

Session 37, round fresh194: "From the dorm roof Youssef sees a microbus swerve on the flyover
and nearly hit a boy crossing between the lanes" had been the observer's danger (a leak): the
observer named before the threat in its clause had made it theirs.
``perception._threat_target`` now passes over a watcher subject (``_watched_infinitive``); a
weak threat watched with no one named is the thing's move. A finite form, "you" or "I", a
pronoun target and a strong threat stay as before.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_watched_near_miss_is_the_targets(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text
        assert "danger" in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Youssef", "From the dorm roof Youssef sees a microbus swerve on the flyover and "
                    "nearly hit a boy crossing between the lanes."),
        ("Youssef", "Youssef watches a car swerve and almost hit a cyclist."),
        ("Youssef", "Youssef watches a lorry almost hitting a cyclist."),
        ("Youssef", "Youssef sees a car nearly hit Youssef's brother."),
    ]) == []


def test_the_watchers_own_threats_stay(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("Youssef", "Youssef watches the road and nearly hits a boy."),
        ("Youssef", "You watch the road and nearly hit a boy."),
        ("Youssef", "Youssef sees the shelf topple towards him."),
        ("Youssef", "Youssef sees a car swerve towards him."),
        ("Amina", "Amina sees a tent catch fire across the lane and a man run out screaming."),
    ]) == []
