"""An ailment found in one's own body by a finding cue is one's own (session 34, round
intensity34): "Opal notices a faint tickle in her throat" is Opal's illness, however small. The
own-body check after a finding cue (notice, spot, hear: ``_own_body_inside``) looked for the
observer's owner word among the sentence's mentions, and an owner word inside the term itself
("tickle in her throat") is none; it now counts (``_owner_inside_term``). Controls: someone
named between the cue and the term ("notices Mia has a tickle in her throat", "notices that Tom
has ...") keeps it theirs, and someone else finding it in their own throat stays theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_tickle_found_in_ones_own_throat_is_ones_own(lex) -> None:
    def one_case(name, pron, verb, degree):
        text = f"{name} {verb} a {degree}tickle in {pron} throat before the rehearsal."
        assert actual_kinds(lex, text, name) == {"illness"}, text

    cases = [(n, p, v, d)
             for n, p in [("Opal", "her"), ("Kemal", "his")]
             for v in ["notices", "noticed", "spots"]
             for d in ["", "faint ", "slight "]]
    assert failing_cases(one_case, cases) == []


def test_controls_someone_elses_throat_stays_theirs(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Opal") == set(), text
        assert other_kinds(lex, text, "Opal") == {"illness"}, text

    cases = ["Opal notices Mia has a tickle in her throat.",
             "Opal notices that Tom has a tickle in his throat.",
             "Kemal notices a tickle in his throat."]
    assert failing_cases(one_case, cases) == []
