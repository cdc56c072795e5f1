"""Who did what: titles and names that are verbs, and names before a light verb.

1. A title or a name that is also a verb ("Nurse Kim", "Coach Dee", "Mark", "Chase", "Drew")
   found its object in the named person's own clause ("nurse a drink" in "Nurse Kim drinks a
   mug of tea", "mark ... hay bales" in "Mark hauls hay bales") and, with nobody named before
   the verb, gave the act to the observer. A name's first token, and a capitalised title right
   before a name, is no verb (:func:`engine.perception._name_words`); "Mark Reyes" (a word name
   before a surname and a verb) is one name.
2. A name before a finite light verb of motion or aspect ("goes for a long run", "went for a
   swim", "gets some sleep", "keeps coughing": ``subjects.continuers``) was no subject: the
   tests after a name look for the action right after it. "Bill goes for a long run", "bob went
   for a swim", "Ensign Park goes for a long run", "guard_7 went for a long run" now name
   someone (:func:`engine.perception._continued_act`).
The probe grid leaked 200 (titles, word names) + 8 (unknown titles) + 180 (lower-case names) of
4,110 sentences before, and none after but a lower-case name the lexicon knows as a word ("zed").
Controls: the observer's own "you nurse a pint", "I coach the team", "tom goes for a long run".
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

ACTS = [("drinks a mug of tea", "drink"), ("eats a bowl of soup", "eat"),
        ("falls asleep on the sofa", "sleep"), ("hauls hay bales all morning", "work"),
        ("mends the fence posts all afternoon", "work"), ("goes for a long run", "exercise"),
        ("nurses a pint of cider", "drink"), ("gulps down a glass of water", "drink"),
        ("throws up in the sink", "illness"), ("cuts a finger on the knife", "injury")]
FRAMES = ["{n} {a}.", "{o} stays by the door while {n} {a}.", "{o} reads quietly. {n} {a}.",
          "You read quietly. {n} {a}.", "{o} is reading @ porch; {n} {a}",
          "{o} sweeps the yard. Meanwhile {n} {a}.", "[Day 2 | 12:30] {n} {a}.",
          "{o} waits at the gate as {n} {a}."]
VERB_NAMES = ["Nurse Kim", "Coach Dee", "Chef Marco", "Mark", "Will", "Bill", "Pat", "Drew",
              "Chase", "Rob", "Frank", "Grant", "Page", "Park", "Nurse Ratched", "Coach Okoro",
              "Mark Reyes"]
TITLED = ["Ensign Park", "Bosun Lee", "Deckhand Ola", "Registrar Obi", "Cadet Mora",
          "Private Hicks", "Matron Vale", "Foreman Dunn", "Skipper Rae", "Constable Fry"]
OBSERVERS = ["Tom", "Dorota", "Nikhil"]


def theirs(lex, text: str, observer: str = "Tom") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


def grid(names):
    rows = itertools.product(names, ACTS, FRAMES)
    for k, (name, (act, kind), frame) in enumerate(rows):
        observer = OBSERVERS[k % 3]
        yield observer, frame.format(n=name, a=act, o=observer), kind


def leaks(lex, cases):
    return [(text, got) for observer, text, kind in cases
            if (got := actual_kinds(lex, text, observer) & {kind})]


def test_titles_and_names_that_are_verbs_are_no_verbs(lex):
    cases = list(grid(VERB_NAMES))
    assert len(cases) == 1360
    assert leaks(lex, cases) == []


def test_a_title_the_lexicon_lacks_before_a_name(lex):
    cases = list(grid(TITLED))
    assert len(cases) == 800
    assert leaks(lex, cases) == []


def test_the_named_person_has_the_act(lex):
    assert theirs(lex, "You read quietly. Nurse Kim drinks a mug of tea.") == {"drink"}
    assert theirs(lex, "Mark hauls hay bales all morning.") == {"work"}
    assert theirs(lex, "Mark Reyes hauls hay bales all morning.") == {"work"}
    assert theirs(lex, "Bill goes for a long run.") == {"exercise"}
    assert theirs(lex, "Constable Fry goes for a long run.") == {"exercise"}


LOWER = ["bob", "kai", "mira", "lumi", "npc_guard_2", "guard_7", "xXdaveXx", "player2"]
LIGHT = [("goes for a long run", "exercise"), ("went for a long run", "exercise"),
         ("went for a swim", "exercise"), ("gets some sleep", "sleep"),
         ("got some sleep", "sleep"), ("starts eating lunch", "eat"), ("keeps coughing", "illness"),
         ("grabs a coffee", "drink")]
LOWER_FRAMES = ["{n} {a}.", "[12:01] tom: hi all. {n} {a}", "tom is reading @ porch; {n} {a}"]


def test_a_lower_case_name_before_a_light_verb(lex):
    cases = [("Tom", frame.format(n=name, a=act), kind)
             for name, (act, kind), frame in itertools.product(LOWER, LIGHT, LOWER_FRAMES)]
    assert len(cases) == 192
    assert leaks(lex, cases) == []


def test_the_observer_keeps_their_own_acts(lex):
    assert actual_kinds(lex, "You nurse a pint.", "Tom") == {"drink"}
    assert actual_kinds(lex, "You nurse a cup of tea while Kim reads.", "Tom") == {"drink"}
    assert actual_kinds(lex, "I mark essays all evening.", "Tom") == {"work"}
    # (session 28: "nurse" between a capitalised subject and "a" is the verb, so the pair
    # shares the pint as "Tom and Kim drink a pint" does; "Kim nurse" named a nurse before)
    assert actual_kinds(lex, "Tom and Kim nurse a pint.", "Tom") == {"drink", "socialize"}
    assert actual_kinds(lex, "tom goes for a long run.", "Tom") == {"exercise"}
    assert actual_kinds(lex, "Tom went for a swim.", "Tom") == {"exercise"}
    assert actual_kinds(lex, "You went for a long run.", "Tom") == {"exercise"}
    assert actual_kinds(lex, "Mark hauls hay bales all morning.", observer="Mark") == {"work"}
    assert actual_kinds(lex, "Nurse Kim drinks a mug of tea.", observer="Kim") == {"drink"}
