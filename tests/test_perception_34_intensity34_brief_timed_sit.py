"""A sit, perch or lean timed by a small length is still a rest (session 34, round
intensity34): "sits for the briefest moment on an upturned bucket", "perches for a brief moment
on the wall", "leans on the rail for a quick minute", "sits for a second on the step". The timed
posture (``rest.timed``) read a length after "for" only past articles and counts; a degree word
that makes the length small ("brief", "briefest", "quick"), "several", "the" ("for the briefest
of moments") and a length of seconds now count too. Controls: someone else's sit stays theirs,
a sit on the bus or at a desk stays no rest, a sit negated is negated, and "for" + something
that is no length ("for the ferry's next sailing") reads nothing.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_posture_held_for_a_brief_length_is_a_rest(lex) -> None:
    def one_case(verb, length, place):
        text = f"Ana {verb} for {length} {place}."
        assert actual_kinds(lex, text, "Ana") == {"rest"}, text

    cases = [(v, ln, pl)
             for v in ["sits", "perches", "sat"]
             for ln in ["the briefest moment", "a brief moment", "the briefest of moments",
                        "a quick minute", "a second", "a few seconds", "several minutes"]
             for pl in ["on an upturned crate", "on the low wall"]]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_brief_sit_stays_theirs(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set(), text
        assert other_kinds(lex, text, "Ana") == {"rest"}, text

    cases = ["Tomasz sits for the briefest moment on the kerb.",
             "Ana watches Kofi perch for a brief moment on the railing.",
             "The porter sits for a second on his trolley."]
    assert failing_cases(one_case, cases) == []


def test_controls_no_rest_on_the_bus_at_a_desk_or_for_no_length(lex) -> None:
    def one_case(text):
        assert "rest" not in actual_kinds(lex, text, "Ana"), text

    cases = ["Ana sits on the bus for a few seconds.",
             "Ana sits at her desk for a brief moment.",
             "Ana sits for the ferry's next sailing.",
             "Ana lies to the guard for a second."]
    assert failing_cases(one_case, cases) == []
