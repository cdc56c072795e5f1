"""A participle after a comma that closes a watched thing is the watcher's own act (fresh151).

* "Halvard watches the film 'Dangerous Ice' on the projector, eating popcorn": a witness cue
  whose object names no one (a thing, a title in quotes, a topic after "about") sees nothing
  past the comma; the participle is the watcher's, as after "listens to music" already.
* Controls: someone seen as the cue's object ("watches Tom, eating popcorn") keeps the
  participle theirs, and so does a "that" clause ("heard that a roof collapsed, injuring
  several workers").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_the_watchers_participle_after_a_watched_thing(lex) -> None:
    def one_case(watch, thing, participle, kind):
        text = f"Ana {watch} {thing}, {participle}."
        assert actual_kinds(lex, text, OBSERVER) == {kind}, text

    cases = [(watch, thing, participle, kind)
             for watch in ["watches", "is watching", "watched"]
             for thing in ["the match on TV", "the news", "the film 'Dangerous Ice'",
                           "a documentary about penguins", "the old western on the laptop"]
             for participle, kind in [("eating popcorn", "eat"), ("sipping tea", "drink"),
                                      ("munching crisps", "eat")]]
    assert failing_cases(one_case, cases) == []


def test_the_watchers_participle_in_other_wordings(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    cases = [
        ("Halvard watches the disaster film 'Dangerous Ice' on the lounge projector, eating "
         "popcorn.", "Halvard", {"eat"}),
        ("I watched the game, munching nachos.", None, {"eat"}),
        ("You watch the cooking show, eating a bowl of noodles.", None, {"eat"}),
        ("Ana watches the football highlights on her phone, drinking a beer.", OBSERVER,
         {"drink"}),
        # controls: someone seen, and a participle after a "that" clause
        ("Ana watches Tom, eating popcorn.", OBSERVER, set()),
        ("Ana watches the kids, eating popcorn.", OBSERVER, set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_participle_after_a_that_clause_stays_its_subjects(lex) -> None:
    def one_case(text):
        assert "injury" not in actual_kinds(lex, text, OBSERVER), text

    cases = [
        "Ana heard that a roof collapsed, injuring several workers.",
        "Ana heard on the radio that a bus overturned, injuring six passengers.",
    ]
    assert failing_cases(one_case, cases) == []
