"""One fronted adverb and its comma before "the/a + noun the lexicon lacks + verb": the noun
phrase is the clause's subject, so what it does is no event of the observer's."""
import pytest
from helpers import actual_kinds

import engine

LEX = engine.load_ruleset("physiology").lexicon

ADVERBS = ["Meanwhile", "Later", "Suddenly", "Afterwards", "Then", "Overnight"]
NOUNS = ["the android", "the cyborg", "a porter", "the robot"]
TAILS = [("shivers with a fever", "illness"), ("trembles with a fever", "illness"),
         ("coughs with the flu", "illness")]


@pytest.mark.parametrize("adverb", ADVERBS)
@pytest.mark.parametrize("noun", NOUNS)
@pytest.mark.parametrize("tail,kind", TAILS)
def test_fronted_adverb_noun_phrase_is_someone_else(adverb, noun, tail, kind):
    assert kind not in actual_kinds(LEX, f"{adverb}, {noun} {tail}", "Ana")


@pytest.mark.parametrize("adverb", ADVERBS)
@pytest.mark.parametrize("tail,kind", TAILS)
@pytest.mark.parametrize("subject", ["Ana", "I"])
def test_fronted_adverb_observer_subject_still_counts(adverb, tail, kind, subject):
    verb = tail if subject == "Ana" else tail.replace("shivers", "shiver").replace(
        "trembles", "tremble").replace("coughs", "cough")
    assert kind in actual_kinds(LEX, f"{adverb}, {subject} {verb}", "Ana")


@pytest.mark.parametrize("text", [
    # a list after a label is no fronted adverb
    "Status report | agent: Eun | place: riverside gym | action: deadlifts, four sets of six",
])
def test_label_list_is_no_fronted_adverb(text):
    assert "exercise" in actual_kinds(LEX, text, observer="Eun")


@pytest.mark.parametrize("observer", ["Emily", "Holly", "Kelly"])
def test_observer_named_in_ly_before_an_apposition_keeps_the_event(observer):
    assert "illness" in actual_kinds(LEX, f"{observer}, the medic on duty, shivers with a fever",
                                          observer=observer)
