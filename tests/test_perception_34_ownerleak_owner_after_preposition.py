"""An owner word after a preposition decides whose ailment it is (session 34, round ownerleak).

"Ana waits for his nausea to pass" and "sat up all night for his fever" gave the observer the
nausea and the fever: an owner word right after a preposition ("for his", "through his",
"because of his", "about her") is a governed mention, and the governed were skipped when the
ailment's sufferer was sought, so the clause's subject had it. Now a possessive owner word
that owns the ailment (``perception._owner_after_preposition``: only words between it and the
term) decides as it does after a verb ("treats his fever"): his, hers or theirs when it points
at someone else, still the observer's when it points back at them ("takes a pill for her
headache", "I wait for my fever to break"). Controls: the observer's own owner word, an owner
named with "'s" (already read), an ailment with no owner word."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_someone_elses_ailment_after_a_preposition_is_theirs(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == set(), text
        assert "illness" in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ana waits for his nausea to pass.", "Ana"),
        ("Bruno sits with Lena, waiting for her fever to break.", "Bruno"),
        ("Ana sat up all night for his fever.", "Ana"),
        ("Priya waited for his cough to settle.", "Priya"),
        ("Bruno stays home because of her cough.", "Bruno"),
        ("Priya stays with him through his fever.", "Priya"),
        ("Bruno nurses Omar through his flu.", "Bruno"),
        ("Ana keeps the lights low for his migraine.", "Ana"),
        ("You wait for his fever to come down.", None),
        ("I sit up with Joel, waiting for his nausea to ease.", None),
    ]) == []


def test_the_observers_own_ailment_after_a_preposition_stays_theirs(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"illness"}, text

    assert failing_cases(one_case, [
        ("Ana waits for her nausea to pass.", "Ana"),
        ("I wait for my fever to break.", None),
        ("You sit it out, waiting for your headache to ease.", None),
        ("Ana takes a pill for her headache.", "Ana"),
        ("Ana is off work for her flu.", "Ana"),
        ("Bruno waits for his cough to settle.", "Bruno"),
        ("Priya wakes at three because of her cough.", "Priya"),
        ("Bruno waits for the nausea to pass.", "Bruno"),
    ]) == []


def test_an_owner_named_with_s_after_a_preposition_is_still_theirs(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Ana waits for Tom's fever to break.", "Ana"),
        ("Priya waits for her son's fever to break.", "Priya"),
        ("Bruno sat up all night for the baby's cough.", "Bruno"),
    ]) == []


def test_someone_elses_hurt_after_a_preposition_is_theirs(lex) -> None:
    def one_case(text, observer, theirs):
        if theirs:
            assert actual_kinds(lex, text, observer) == set(), text
            assert "injury" in other_kinds(lex, text, observer), text
        else:
            assert actual_kinds(lex, text, observer) == {"injury"}, text

    assert failing_cases(one_case, [
        ("Bruno fetches ice for his bruise.", "Bruno", False),
        ("Priya fetches ice for his bruise.", "Priya", True),
        ("Ana drives slowly because of his sunburn.", "Ana", True),
        ("Bruno waits with her for her broken wrist to be set.", "Bruno", True),
        ("You fetch ice for your bruise.", None, False),
    ]) == []
