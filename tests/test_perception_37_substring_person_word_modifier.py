"""A bare singular person word between an -ing verb and a word in -s modifies that noun
(session 37, round substring, perception._modifier_after_participle): "is at the office filing
patient records" is the observer's filing, not the patient's (before, a participle right
before a person word was that person's whenever the lexicon knew the plural, as it knows
"records"). Controls: a person word with an article is still the one the participle describes
("watches the sleeping patient breathe"), and someone else named as the doer keeps it.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_person_word_before_a_plural_noun_modifies_it(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Mia") == want, text

    cases = [("Mia is at the office filing customer invoices.", {"work"}),
             ("Mia spends the rest of the morning at the dentist's office filing patient "
              "records.", {"work"}),
             ("Mia is at the office filing patient records.", {"work"}),
             ("Mia sits at the desk updating client files.", {"work"}),
             # controls: no work read into a described person, nor into someone else's act
             ("Mia watches the sleeping patient breathe.", set()),
             ("Mia is at the window watching Tom filing customer invoices.", set())]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_filing_stays_theirs(lex) -> None:
    text = "Tom is at the office filing customer invoices."
    assert actual_kinds(lex, text, "Mia") == set()
    assert other_kinds(lex, text, "Mia") == {"work"}
