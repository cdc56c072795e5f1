"""An adverb of manner inside a verb's phrase does not break it (fresh151).

* ``phrasal.manner_words`` stand inside a phrase as words of degree do: "snaps briefly at
  Ingrid", "shouts angrily at Tom", "screams furiously at the referee" are the phrases "snap
  at", "shout at", "scream at" (they matched nothing, or a status activity's work).
* Controls: the plain phrases, someone else's outburst, and a manner adverb with no phrase
  around it.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def test_a_manner_adverb_inside_a_conflict_phrase(lex) -> None:
    def one_case(verb, adverb, target):
        text = f"Ana {verb} {adverb} at {target} about the dishes, then apologises."
        assert actual_kinds(lex, text, OBSERVER) == {"conflict"}, text

    cases = [(verb, adverb, target)
             for verb in ["snaps", "shouts", "yells", "screams", "rants", "barks"]
             for adverb in ["briefly", "angrily", "sharply", "furiously", "loudly"]
             for target in ["Tom", "her brother", "the intern"]]
    assert failing_cases(one_case, cases) == []


def test_a_manner_adverb_in_other_wordings(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    cases = [
        ("I swore loudly at the driver who cut me off.", None, {"conflict"}),
        ("You bark irritably at the intern over the missing file.", None, {"conflict"}),
        ("Halvard snapped tersely at the cook and turned away.", "Halvard", {"conflict"}),
        ("Tom yells angrily at Ana.", OBSERVER, {"conflict"}),
        ("Ana chats happily with Tom.", OBSERVER, {"socialize"}),
        # controls: the plain phrase, and an adverb with no phrase around it
        ("Ana snaps at Tom.", OBSERVER, {"conflict"}),
        ("Ana reads quietly in the corner.", OBSERVER, set()),
        ("Ana walks briskly to the bus stop.", OBSERVER, set()),
        ("Ana smiles warmly at Tom.", OBSERVER, set()),
        ("Ana nods curtly at the guard.", OBSERVER, set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_outburst_with_a_manner_adverb_is_theirs(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, OBSERVER), text
        assert "conflict" in other_kinds(lex, text, OBSERVER), text

    cases = [
        "Ana reads while Tom shouts angrily at the referee on TV.",
        "Ana waits by the door as two men yell furiously at each other.",
        "Ana scrubs the floor; next door Ben snaps sharply at his son.",
        "Ana sips tea while the neighbours scream loudly at each other.",
        "Ana watches as the coach barks irritably at the players.",
    ]
    assert failing_cases(one_case, cases) == []
