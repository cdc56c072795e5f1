"""A participle after "and" in a watching participle's own form is the watcher's.

Session 35, round fresh181 (a Saharan desert camp): "You sit on the dune crest until late,
watching the Milky Way rise over the sand and doing nothing at all" gave the idling to the
Milky Way. What is seen takes a bare verb ("rise"), so after "watching" an "and" + "-ing" word
is the watcher's second participle (`perception._and_participle_between`); a participle seen
("watching the kids playing and laughing") keeps the one after "and" the seen's.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_watchers_second_participle_is_theirs(lex) -> None:
    def one_case(text):
        assert "rest" in actual_kinds(lex, text), text

    assert failing_cases(one_case, [
        "You sit on the dune crest until late, watching the Milky Way rise over the sand and"
        " doing nothing at all.",
        "You sit on the dune crest, watching the stars come out and doing nothing at all.",
    ]) == []
    assert "drink" in actual_kinds(lex, "Watching the sun set and sipping mint tea, you sit by"
                                   " the fire.")


def test_what_is_seen_stays_the_seens(lex) -> None:
    text = "You sit on the dune, watching the kids playing and laughing."
    assert "socialize" not in actual_kinds(lex, text)
    assert "socialize" in other_kinds(lex, text)
    assert "eat" not in actual_kinds(lex, "You sit on the dune, watching the kids play and"
                                     " eat.")
