"""Session 11 who-did-what grids: names that are English words, and an unknown noun's hurt.

1. Many given names and surnames are words the lexicon knows ("Grace", "Mark", "Bill", "Hope",
   "River", "Ray", "Summer"); read as words, a named person's meal or fall was the observer's.
   Mid-sentence a capital and an action after the word make it a name; at a sentence's start
   only the lexicon's ``word_names`` do; after a capitalised title any word is a name ("Mr
   Bell", "Sergeant Miles"). Leaked before: 615 of 3,990 sentences of the probe grid.
2. "The farmhand twists his ankle" after a sentence about the observer: an unknown noun before
   a finite verb heads the subject, so the hurt is the farmhand's (leaked before, as an
   ailment heading its subject; "A hoof catches Xolani on the shin" stays Xolani's).
Positive controls keep the observer's own events in the same shapes.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Tom"

WORD_NAMES = ["Grace", "Mark", "Bill", "Hope", "Summer", "River", "Ray"]
TITLED = ["Mr Bell", "Sergeant Miles", "Ms Stone", "Officer Wood", "Mrs Page"]
ACTS = [("drinks a mug of tea", "drink"), ("eats a bowl of soup", "eat"),
        ("falls asleep on the sofa", "sleep"), ("twists an ankle on the step", "injury"),
        ("throws up in the sink", "illness"), ("wolfs down a sandwich", "eat"),
        ("runs ten kilometres", "exercise"), ("naps for an hour", "sleep"),
        ("collapses with a fever", "illness"), ("is drinking a mug of tea", "drink")]
FRAMES = ["{n} {a}.", "You stay by the door while {n} {a}.", "You read quietly. {n} {a}.",
          "Tom is reading @ porch; {n} {a}", "Tom sweeps the yard. Meanwhile {n} {a}."]


def theirs(lex, text: str, observer: str = OBSERVER) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


def word_name_cases():
    for name, (act, kind), frame in itertools.product(WORD_NAMES + TITLED, ACTS, FRAMES):
        yield frame.format(n=name, a=act), kind


def test_word_names_and_titled_names_never_give_the_observer_their_act(lex):
    cases = list(word_name_cases())
    assert len(cases) == 600
    assert [(text, got) for text, kind in cases if (got := actual_kinds(lex, text,
                                                                        OBSERVER) & {kind})] == []


def test_the_named_person_has_the_act(lex):
    assert theirs(lex, "You stay by the door while Grace eats a bowl of soup.") == {"eat"}
    assert theirs(lex, "Hope falls asleep on the sofa.") == {"sleep"}
    assert theirs(lex, "Earlier, Bill fell asleep on the sofa.") == {"sleep"}
    assert theirs(lex, "You read quietly. Mr Bell throws up in the sink.") == {"illness"}


def test_the_observer_named_by_a_word_name_keeps_their_own_act(lex):
    assert actual_kinds(lex, "Grace eats a bowl of soup.", observer="Grace") == {"eat"}
    assert actual_kinds(lex, "Ray is drinking a mug of tea @ kitchen", observer="Ray") == {"drink"}
    assert actual_kinds(lex, "Mark falls asleep on the sofa.", observer="Mark") == {"sleep"}


def test_the_word_used_as_a_word_is_no_name(lex):
    # lower case, or no action right after it: the observer's own
    assert actual_kinds(lex, "You lose hope and drink a mug of tea.", OBSERVER) == {"drink"}
    assert actual_kinds(lex, "You sit by the river and eat a bowl of soup.", OBSERVER) == {"eat"}
    assert actual_kinds(lex, "Summer holidays: you eat a bowl of soup on the porch.",
                        OBSERVER) == {"eat"}
    assert actual_kinds(lex, "You pay the bill, then eat a bowl of soup.", OBSERVER) == {"eat"}


UNKNOWN_NOUNS = ["farmhand", "android", "envoy", "deckhand", "stablehand", "cyborg"]
HURTS = [("twists his ankle on the step", "injury"), ("throws up in the sink", "illness"),
         ("cuts his finger on the sickle", "injury")]


def test_an_unknown_noun_before_a_finite_verb_suffers_its_own_hurt(lex):
    cases = [(f"You read quietly. The {noun} {hurt}.", kind)
             for noun, (hurt, kind) in itertools.product(UNKNOWN_NOUNS, HURTS)]
    assert [(text, got) for text, kind in cases if (got := actual_kinds(lex, text,
                                                                        OBSERVER) & {kind})] == []
    assert theirs(lex, "You read quietly. The farmhand twists his ankle on the step.") \
        == {"injury"}


def test_a_person_inside_the_hurt_is_the_one_hurt(lex):
    assert actual_kinds(lex, "You walk on. A hoof catches you on the shin.",
                        OBSERVER) == {"walk", "injury"}
    assert actual_kinds(lex, "You read quietly. The migraine throbs behind your eyes.",
                        OBSERVER) == {"illness"}
