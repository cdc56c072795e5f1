"""A first name's gender in he/she agreement (``subjects.male_names`` / ``female_names``).

"Tom visits Ana. He eats a whole pizza" is Tom's pizza, not the observer Ana's: an untitled
name mention has its first name's gender, so a pronoun of the other gender never means it (the
observer's own name too). A name on neither list (Sasha, Quinn, Robin ...) has no gender, as
before. A name's gender only rules a pronoun out: "she" after two women, or after a woman and
someone of unknown gender, is read as it was without the lists.

Also pinned: a joint subject keeps the observer when its owner word agrees with someone else
("Ana and his friend the baker share a jug of cider"); a speaker whose name says the other
gender is not the "she" after a speech verb ("Kofi texts Kemi while she eats"); the pronoun of
the other gender after a name goes to the latest person of unknown gender ("A cyclist nearly
takes Sofia out; he yells at her"); after something is offered, "but she" is the one offered it.
"""

from __future__ import annotations

import copy
import itertools

import pytest
from helpers import actual_kinds

from engine.perception import perceive

MEN = ["Tom", "Kofi", "José", "Arjun", "Hiroshi", "Lars", "Tunde", "Wiremu", "Mehmet", "Pierre"]
WOMEN = ["Ana", "Ama", "Ingrid", "Priya", "Yoko", "Fatima", "Ngozi", "Aroha", "Olga", "Chloé"]
UNKNOWN = ["Sasha", "Quinn", "Robin", "Alex", "Sam", "Kim", "Jordan", "Andrea", "Nikita", "Jean"]

# {obs}: the observer, {o}: someone else, {P}/{p}: the pronoun, {a}: the act
FRAMES = ["{O} visits {obs}. {P} {a}.", "{obs} meets {o}. {P} {a}.",
          "{obs} waves at {o}. Then {p} {a}.", "{obs} sits next to {o} on the bus. {P} {a}.",
          "{obs} visits {o}; {p} {a}.", "{O} drops by to see {obs}, and then {p} {a}."]
ACTS = {"eat": "eats a whole pizza", "sleep": "falls asleep", "illness": "has the flu",
        "injury": "sprains an ankle", "drink": "downs a pint"}


def cases(observers: list[str], others: list[str], pronoun: str) -> list[tuple[str, str, str]]:
    """``(observer, kind, text)``: every frame and act, the names paired in turn."""
    out = []
    pairs = itertools.cycle(zip(observers, others, strict=True))
    for frame, (kind, act) in itertools.product(FRAMES, ACTS.items()):
        obs, o = next(pairs)
        out.append((obs, kind, frame.format(obs=obs, o=o, O=o, P=pronoun.capitalize(),
                                            p=pronoun, a=act)))
    return out


@pytest.fixture(scope="module")
def nameless(lex):
    """The lexicon with no name genders: how the text reads without the lists."""
    bare = copy.copy(lex)
    object.__setattr__(bare, "name_genders", {})
    return bare


def test_the_lists_are_loaded_and_leave_shared_names_out(lex):
    genders = lex.name_genders
    assert len([g for g in genders.values() if g == "m"]) >= 300
    assert len([g for g in genders.values() if g == "f"]) >= 300
    assert all(genders.get(n.lower()) == "m" for n in MEN)
    assert all(genders.get(n.lower()) == "f" for n in WOMEN)
    assert not any(n.lower() in genders for n in UNKNOWN)


@pytest.mark.parametrize("observers,others,pronoun", [
    (WOMEN, MEN, "he"), (MEN, WOMEN, "she")])
def test_a_pronoun_of_the_others_gender_is_theirs(lex, observers, others, pronoun):
    grid = cases(observers, others, pronoun)
    assert len(grid) == 30
    leaks = [t for obs, kind, t in grid if kind in actual_kinds(lex, t, obs)]
    assert leaks == []
    # the act is still there, someone else's
    assert all(any(e.kind == kind for e in perceive(t, lex, observer=obs))
               for obs, kind, t in grid)


@pytest.mark.parametrize("observers,others,pronoun", [
    (WOMEN, MEN, "she"), (MEN, WOMEN, "he")])
def test_a_pronoun_of_the_observers_gender_stays_theirs(lex, observers, others, pronoun):
    """Negative control: the pronoun agrees with the observer and not with the other."""
    grid = cases(observers, others, pronoun)
    misses = [t for obs, kind, t in grid if kind not in actual_kinds(lex, t, obs)]
    assert misses == []


@pytest.mark.parametrize("observers,others,pronoun", [
    (UNKNOWN, MEN, "he"), (UNKNOWN, WOMEN, "she"), (UNKNOWN, UNKNOWN[::-1], "she"),
    (WOMEN, WOMEN[::-1], "she"), (MEN, MEN[::-1], "he"), (WOMEN, UNKNOWN, "she"),
    (MEN, UNKNOWN, "he")])
def test_a_pronoun_both_may_mean_reads_as_without_the_lists(lex, nameless, observers, others,
                                                             pronoun):
    """Unknown names, and "she" after two women: the name lists change nothing."""
    grid = cases(observers, others, pronoun)
    changed = [t for obs, _, t in grid
               if perceive(t, lex, observer=obs) != perceive(t, nameless, observer=obs)]
    assert changed == []


@pytest.mark.parametrize("obs,pronoun", [("Ana", "she"), ("Tom", "he")])
def test_a_title_of_no_gender_leaves_the_name_its_gender(lex, obs, pronoun):
    other = "Dr Mehmet Kaya" if pronoun == "she" else "Dr Olga Petrova"
    wrong = "he" if pronoun == "she" else "she"
    assert "eat" not in actual_kinds(lex, f"{other} visits {obs}. {wrong.capitalize()} eats a pie.",
                                     obs)
    assert "eat" in actual_kinds(lex, f"{other} visits {obs}. {pronoun.capitalize()} eats a pie.",
                                 obs)


@pytest.mark.parametrize("obs,partner", list(itertools.product(
    ["Ana", "Ingrid", "Kofi", "Tom", "Sasha"],
    ["his friend the baker", "her neighbour the cooper", "his brother", "her sister"])))
def test_a_joint_subject_keeps_the_observer_whoever_the_owner_word_means(lex, obs, partner):
    for act, kind in (("share a jug of cider", "drink"), ("eat lunch", "eat"),
                      ("settle the quarrel over a cup of cider", "drink")):
        text = f"{obs} and {partner} {act}."
        kinds = actual_kinds(lex, text, obs)
        assert kind in kinds, text
        assert "socialize" in kinds, text


@pytest.mark.parametrize("partner", ["his friend the baker", "her sister"])
def test_someone_elses_joint_subject_stays_theirs(lex, partner):
    for obs in ("Ana", "Tom"):
        text = f"Pierre and {partner} share a jug of cider."
        assert not actual_kinds(lex, text, obs) & {"drink", "socialize"}, text


@pytest.mark.parametrize("obs,other,pronoun,verb", list(itertools.product(
    ["Kofi", "Lars"], ["Kemi", "Ingrid"], ["she"], ["texts", "tells", "calls"])) + list(
    itertools.product(["Lena", "Priya"], ["Leo", "Tunde"], ["he"], ["texts", "tells", "calls"])))
def test_a_speaker_of_the_other_gender_is_not_the_pronoun(lex, obs, other, pronoun, verb):
    text = f"{obs} {verb} {other} that {pronoun} ate the last of the cake."
    assert "eat" not in actual_kinds(lex, text, obs), text
    text = f"{obs} {verb} {other} while {pronoun} eats a bowl of noodles."
    assert "eat" not in actual_kinds(lex, text, obs), text


@pytest.mark.parametrize("obs", ["Ana", "Ingrid", "Yoko"])
def test_the_other_gender_after_a_name_is_the_person_of_unknown_gender(lex, obs):
    for other in ("A cyclist", "The driver", "A stranger"):
        text = f"{other} nearly knocks {obs} over; he yells at her, and she yells straight back."
        assert "conflict" in actual_kinds(lex, text, obs), text
        # control: "he" is the one of unknown gender, not the observer
        text = f"{other} nearly knocks {obs} over; he sprains an ankle."
        assert "injury" not in actual_kinds(lex, text, obs), text


@pytest.mark.parametrize("obs,giver,thing", list(itertools.product(
    ["Ana", "Esi", "Yoko"], ["colleague", "neighbour", "flatmate"],
    ["a slice of birthday cake", "a cup of tea", "a bowl of stew"])))
def test_but_after_an_offer_is_the_one_offered_it(lex, obs, giver, thing):
    text = f"{obs}'s {giver} offers her {thing}, but she shakes her head and drinks a glass of " \
        "water instead."
    assert "drink" in actual_kinds(lex, text, obs), text
    # control: the pronoun of the giver's gender is the giver
    text = f"{obs}'s brother offers her {thing}, but he eats it himself."
    assert not actual_kinds(lex, text, obs) & {"eat", "drink"}, text
