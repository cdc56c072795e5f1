"""A threat's word as the name something is called is no threat (session 35, round danger):
"a chilli loaf called the Firestorm", "a horse named Blaze", "a ride dubbed the Avalanche", "a
cocktail known as the Hurricane" (danger ``not_after``: called, named, nicknamed, dubbed,
known as). Controls: a real fire "called in" by neighbours, flames after the fire brigade is
called, and "caught in the flood the locals called the worst in years" stay threats.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_threat_word_after_called_or_named_is_a_name(lex) -> None:
    def one_case(thing, naming, name):
        text = f"Ximena walks past a {thing} {naming} {name}."
        assert "danger" not in actual_kinds(lex, text, "Ximena"), text

    cases = [(t, n, w)
             for t in ["chilli loaf", "rollercoaster", "horse"]
             for n in ["called the", "named", "nicknamed the", "dubbed the", "known as the"]
             for w in ["Firestorm", "Avalanche", "Hurricane", "Blaze", "Inferno"]]
    assert failing_cases(one_case, cases) == []


def test_controls_a_real_threat_near_a_naming_word_stays(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ximena"), text

    cases = ["A fire called in by neighbours spreads to Ximena's kitchen.",
             "Ximena called the fire brigade as flames spread through her kitchen.",
             "Ximena is caught in the flood the locals called the worst in years.",
             "A storm named Ciara batters Ximena's village."]
    assert failing_cases(one_case, cases) == []
