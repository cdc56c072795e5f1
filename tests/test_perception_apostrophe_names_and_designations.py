"""Who did what: surnames with an apostrophe and designations of robots and players.

"O'Brien" is cut as "o" + "'brien", so no name was found and O'Brien's meal was the observer's;
"R2", "KX-9", "Unit-7", "Unit 7" and "Agent 47" are no alphabetic token either. A capitalised
one- or two-letter word and an apostrophe piece that is no clitic is a name; so is a capitalised
token of letters and digits, a word, a hyphen and such a token, or an unknown word or an
occupation and a number, right before its verb (:func:`engine.perception._designations`). The
probe grid leaked 720 of 1,080 (apostrophes) and 900 of 1,680 (designations) sentences before;
"Drone 4" (a word the lexicon knows, no occupation) still does.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

ACTS = [("drinks a mug of tea", "drink"), ("eats a bowl of soup", "eat"),
        ("falls asleep on the sofa", "sleep"), ("twists an ankle on the step", "injury"),
        ("throws up in the sink", "illness"), ("runs ten kilometres", "exercise"),
        ("hauls hay bales all morning", "work"), ("goes for a long run", "exercise"),
        ("gulps down a glass of water", "drink"), ("collapses with a fever", "illness")]
FRAMES = ["{n} {a}.", "{o} stays by the door while {n} {a}.", "{o} reads quietly. {n} {a}.",
          "You read quietly. {n} {a}.", "{o} is reading @ porch; {n} {a}",
          "{o} sweeps the yard. Meanwhile {n} {a}.", "[Day 2 | 12:30] {n} {a}.",
          "{o} waits at the gate as {n} {a}."]
APOSTROPHE = ["O'Brien", "D'Souza", "N'Golo", "O'Neill", "D'Arcy", "O'Hara", "Mrs O'Leary",
              "Dr D'Costa", "Sean O'Reilly"]
DESIGNATIONS = ["R2", "C3PO", "Unit 7", "Unit-7", "KX-9", "Agent 47", "T-800", "Bot 12",
                "Player 2", "Android 18", "Subject 9", "R2-D2", "Guard 3"]
OBSERVERS = ["Tom", "Dorota", "Nikhil"]


def leaks(lex, names):
    rows = itertools.product(names, ACTS, FRAMES)
    out, size = [], 0
    for k, (name, (act, kind), frame) in enumerate(rows):
        observer = OBSERVERS[k % 3]
        text = frame.format(n=name, a=act, o=observer)
        size += 1
        if got := actual_kinds(lex, text, observer) & {kind}:
            out.append((text, got))
    return size, out


def test_a_surname_with_an_apostrophe_names_someone(lex):
    assert leaks(lex, APOSTROPHE) == (720, [])


def test_a_designation_names_someone(lex):
    assert leaks(lex, DESIGNATIONS) == (1040, [])


def test_the_observer_so_named_keeps_their_acts(lex):
    assert actual_kinds(lex, "O'Brien drinks a mug of tea.", observer="O'Brien") == {"drink"}
    assert actual_kinds(lex, "Kofi reads while D'Souza eats a bowl of soup.", observer="D'Souza") \
        == {"eat"}
    assert actual_kinds(lex, "KX-9 eats a bowl of soup.", observer="KX-9") == {"eat"}
    assert actual_kinds(lex, "Unit 7 eats a bowl of soup.", observer="Unit 7") == {"eat"}


def test_numbered_things_and_clitics_name_nobody(lex):
    assert actual_kinds(lex, "Day 2 starts with a long run.", "Tom") == {"exercise"}
    assert actual_kinds(lex, "Room 7 is noisy, so you eat outside.", "Tom") == {"eat"}
    assert actual_kinds(lex, "Step 3: Tom drinks a mug of tea.", "Tom") == {"drink"}
    assert actual_kinds(lex, "It's five o'clock and you eat a bowl of soup.", "Tom") == {"eat"}
    assert actual_kinds(lex, "You eat lunch with O'Brien.", "Tom") == {"eat", "socialize"}
