"""Who a log's or a chat's header names: the words of a header are no person.

* a record's label qualified by a capitalised word ("Sim log 07:02 — agent Ana — ...",
  "Lighthouse log: ate bread", "Circus notes, day 3: ...") says what the record is of; the act
  is the named agent's (the observer's when it is the observer), the log's own when none is;
* a date's month beside a day's number ("14 Oct. ate porridge", "Mon 3 Nov:", "14 Jun:") is no
  one's name, while "Jun", "Jan" and "Mar" alone before a verb still are;
* a chat's label in brackets ("[bakery chat] Rosa: ...", "Kofi (station chat): ...") is no
  company by itself, and a bracketed label after a speaker still tags the speaker;
* a list's bullet before a speaker tag ("- Tom: ate\\n- Ana: slept") keeps each line its
  speaker's; a row's name field ("Ferry log | Tom | ate porridge") names the row's agent;
* a bracketed label's word joins no term of the line after it ("[Quest log] Anselm orders a
  pie": no logged order).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Ana"
SETTINGS = ["Sim", "NPC", "Lighthouse", "Circus", "Vineyard", "Prison", "Zeppelin", "Monastery",
            "Trawler", "Caravan", "Ferry", "Bakery"]
LABELS = ["log", "notes", "diary", "journal", "logbook"]
ACTS = {"ate porridge": "eat", "slept badly": "sleep", "drank two mugs of tea": "drink"}


def kinds(lex, text: str, observer: str = OBSERVER) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)}


NAMED_FORMS = ["{s} {l} 07:02 — {n} — {a}", "{s} {l} — {n} — {a}", "{s} {l} — agent {n} — {a}",
               "{s} {l}: {n} {a}", "[{s} {l}] {n} {a}", "{s} {l} | {n} | {a}"]
OWN_FORMS = ["{s} {l}: {a}", "{s} {l}, day 3: {a}", "{s} {l} 06:40: {a}"]


def test_a_qualified_label_is_no_one_and_the_named_agent_acts(lex):
    mine, theirs = [], []
    for s, lab, (a, k), f in itertools.product(SETTINGS, LABELS, ACTS.items(), NAMED_FORMS):
        mine.append((f.format(s=s, l=lab, n="Ana", a=a), k))
        theirs.append((f.format(s=s, l=lab, n="Tom", a=a), k))
    assert len(mine) == 1080
    assert [t for t, k in mine if k not in actual_kinds(lex, t, OBSERVER)] == []
    assert [t for t, k in theirs if k in actual_kinds(lex, t, OBSERVER)] == []


def test_a_qualified_label_with_no_name_is_the_writers_own(lex):
    cases = [(f.format(s=s, l=lab, a=a), k) for s, lab, (a, k), f
             in itertools.product(SETTINGS, LABELS, ACTS.items(), OWN_FORMS)]
    assert [t for t, k in cases if k not in actual_kinds(lex, t, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    # a known first name before the label owns the record
    "Tom log: ate porridge", "Kofi notes, day 3: slept badly",
    # a name before its verb is still someone
    "Circus Tom ate porridge.", "Lighthouse keeper Tom ate porridge.",
])
def test_an_owner_or_someone_else_before_a_label_keeps_the_act(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == set()


DATES = ["14 Oct.", "Mon 3 Nov:", "14 Jun:", "3 Jan.", "Mon 3 Jan, 07:10 -", "12 Mar 2026 —",
         "Sat 14 Dec:", "14 Sept:", "Fri 14 Feb:", "[3 Jul]", "2 Aug —", "Diary, 5 Mar:",
         "Sat 3 Jun:", "Sun 4 Jun —", "Log — 5 Jan —", "Ship's log, 5 Jun:"]


def test_a_dates_month_is_no_ones_name(lex):
    cases = [(f"{d} {a}", k) for d, (a, k) in itertools.product(DATES, ACTS.items())]
    assert [t for t, k in cases if k not in actual_kinds(lex, t, OBSERVER)] == []


@pytest.mark.parametrize("text", ["Jan ate porridge.", "Jun slept badly.",
                                  "Mar drank two mugs of tea.",
                                  "Jul ate porridge and went to bed."])
def test_a_month_that_is_a_name_still_names_someone_before_a_verb(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == set()


@pytest.mark.parametrize("text", ["Tom 3 Jun: ate porridge", "I saw Tom, 5 Jun ate porridge"])
def test_a_name_before_a_date_keeps_someone(lex, text):
    assert "eat" not in actual_kinds(lex, text, OBSERVER)


CHANNELS = ["bakery chat", "station chat", "ferry chat", "lighthouse group chat", "crew chat",
            "circus chat"]


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize("form", ["[{c}] Ana: {a}", "Ana ({c}): {a}", "({c}) Ana: {a}"])
def test_a_chat_label_is_no_company(lex, channel, form):
    for a, k in ACTS.items():
        assert actual_kinds(lex, form.format(c=channel, a=a), OBSERVER) == {k}


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize("who", ["Kofi", "Rosa", "Tomasz"])
def test_a_speaker_before_a_bracketed_label_says_the_line(lex, channel, who):
    assert actual_kinds(lex, f"{who} ({channel}): just ate a pie", OBSERVER) == set()
    assert "eat" in kinds(lex, f"{who} ({channel}): just ate a pie")


@pytest.mark.parametrize("text, want", [
    ("Ana (chatting with Tom): ate a pie", {"socialize", "eat"}),
    ("Ana (chat with Tom): ate a pie", {"socialize", "eat"}),
    ("[circus chat] Ana: anyone want to split a pizza? | Tom: yes | Ana: ordering",
     {"socialize"}),
    ("Rosa (night baker): slept 3 hours", set()),
])
def test_talk_in_a_bracket_and_a_dialogue_stay_talk(lex, text, want):
    assert want <= actual_kinds(lex, text, OBSERVER) if want else actual_kinds(lex, text,
                                                                               OBSERVER) == set()


@pytest.mark.parametrize("bullet", ["-", "*", "•", "–"])
@pytest.mark.parametrize("other", ["Tom", "Kofi", "Rosa"])
def test_a_bulleted_speaker_keeps_the_line(lex, bullet, other):
    text = f"{bullet} {other}: ate a pie\n{bullet} Ana: slept"
    assert "eat" not in actual_kinds(lex, text, OBSERVER)
    assert "sleep" in actual_kinds(lex, text, OBSERVER)
    text = f"{bullet} Ana: ate a pie\n{bullet} {other}: slept"
    assert "eat" in actual_kinds(lex, text, OBSERVER)
    assert "sleep" not in actual_kinds(lex, text, OBSERVER)
    assert actual_kinds(lex, f"{bullet} {other}: ate a pie", OBSERVER) == set()


@pytest.mark.parametrize("text", ["- ate porridge\n- slept badly", "Lunch:\n- ate porridge",
                                  "* ate porridge", "- Lunch: ate porridge"])
def test_a_bulleted_diary_with_no_speaker_is_the_writers(lex, text):
    assert "eat" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("setting", ["Ferry", "Drill", "Iftar", "Circus"])
@pytest.mark.parametrize("act, kind", [("ate porridge", "eat"), ("slept in the wagon", "sleep"),
                                       ("drank a pint of milk", "drink")])
def test_a_rows_name_field_names_its_agent(lex, setting, act, kind):
    assert kind not in actual_kinds(lex, f"{setting} log | Tom | {act}", OBSERVER)
    assert kind in actual_kinds(lex, f"{setting} log | Ana | {act}", OBSERVER)
    assert kind not in actual_kinds(lex, f"{setting} log | Ana | 19:42 | chatting | Tom | {act}",
                                    OBSERVER)


@pytest.mark.parametrize("label", ["Quest log", "Colony log", "Camp log", "Ward log"])
@pytest.mark.parametrize("order", ["orders a venison pie at the inn",
                                   "orders a pint at the bar"])
def test_a_bracketed_labels_word_joins_no_term_after_it(lex, label, order):
    assert "work" not in kinds(lex, f"[{label}] Ana {order}.")


PLACES = ["galley", "Lighthouse", "circus ring", "vineyard terraces", "pit wall", "ferry deck"]
DOINGS = {"eating porridge": "eat", "ate porridge": "eat", "sleeping in a hammock": "sleep",
          "drinking tea": "drink"}


@pytest.mark.parametrize("place", PLACES)
def test_a_status_line_opening_with_its_agent_and_at(lex, place):
    for doing, kind in DOINGS.items():
        assert kind in actual_kinds(lex, f"Ana @ {place}: {doing}", OBSERVER)
        assert kind not in actual_kinds(lex, f"Tom @ {place}: {doing}", OBSERVER)
        assert kind in kinds(lex, f"Tom @ {place}: {doing}")
        assert kind in actual_kinds(lex, f"@ {place}: Ana {doing}", OBSERVER)


@pytest.mark.parametrize("text", ["@ home: living room", "Ana is reading @ library: quiet room",
                                  "Ana is marking essays @ university: office 210"])
def test_a_status_lines_place_after_its_colon_stays_a_place(lex, text):
    assert not {"eat", "drink", "sleep", "socialize"} & actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("header", ["Vineyard chat", "Lighthouse 07:02", "Circus chat",
                                    "Ferry log"])
@pytest.mark.parametrize("who", ["Tom", "Kofi", "Rosa"])
def test_a_speaker_opening_a_field_after_a_header(lex, header, who):
    assert "eat" not in actual_kinds(lex, f"{header} | {who}: ate porridge", OBSERVER)
    assert "eat" in actual_kinds(lex, f"{header} | Ana: ate porridge", OBSERVER)


@pytest.mark.parametrize("title", ["Cpl", "Cmdr", "Pvt", "Insp", "Sgt"])
@pytest.mark.parametrize("form", ["Station log — {t} Ana — ran 5k on the treadmill",
                                  "— {t} Ana — ran 5k on the treadmill",
                                  "Log 07:02 — {t} Ana — ran 5k on the treadmill"])
def test_an_unknown_title_before_the_observers_name(lex, title, form):
    assert "exercise" in actual_kinds(lex, form.format(t=title), OBSERVER)
    assert "exercise" not in actual_kinds(lex, form.format(t=title).replace("Ana", "Tom"), OBSERVER)


def test_a_known_name_before_the_observers_stays_someone(lex):
    assert perceive("Kofi Ana ate", lex, observer=OBSERVER)  # no error; Kofi named
    assert "eat" not in actual_kinds(lex, "Station log — Kofi — ate porridge", OBSERVER)


ROLL_CALLS = ["{n} - slept on the bench", "{n} — slept on the bench",
              "{n} - 04:10 - slept on the bench", "{n} (deckhand) — slept on the bench",
              "{n} → slept on the bench",
              "{n}; 04:10; slept on the bench", "{n} [deckhand]: slept on the bench",
              "{n}'s log, ferry, 04:10: slept on the bench", "{n} | deckhand | slept on the bench",
              "{n}, deckhand: slept on the bench"]


@pytest.mark.parametrize("form", ROLL_CALLS)
def test_a_roll_calls_name_and_separator_own_the_line(lex, form):
    assert "sleep" in actual_kinds(lex, form.format(n="Ana"), OBSERVER)
    for other in ("Tom", "Kwabena", "Ingrid"):
        assert "sleep" not in actual_kinds(lex, form.format(n=other), OBSERVER)


@pytest.mark.parametrize("text", ["Dawn - slept badly", "Summer - ate ice cream all day",
                                  "Monday - slept badly", "Brutal - slept 4 hours",
                                  "Knackered - slept 10 hours", "Tom - Ana ate porridge"])
def test_a_word_before_a_dash_is_no_roll_call(lex, text):
    assert actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("header", ["Vineyard chat —", "Vineyard chat, 07:02 —", "Crew chat:",
                                    "#lighthouse-chat", "Circus group chat |"])
def test_an_unbracketed_chat_label_opening_the_text_is_no_company(lex, header):
    assert actual_kinds(lex, f"{header} Ana: just ate a pie", OBSERVER) == {"eat"}
    assert actual_kinds(lex, f"{header} Tom: just ate a pie", OBSERVER) == set()


@pytest.mark.parametrize("text", ["Long chat with Tom — Ana: slept badly",
                                  "Chatted for hours — Ana: slept",
                                  "Chat: Tom: hi | Ana: hey, slept badly"])
def test_talk_opening_a_text_is_still_talk(lex, text):
    assert "socialize" in actual_kinds(lex, text, OBSERVER)


AUTHORED = ["From {n}: slept on the rocks", "Entry by {n}: slept on the rocks",
            "Posted by {n}: slept on the rocks", "{n} (galley, 04:10): slept on the rocks",
            "Lighthouse, 04:10. {n}: slept on the rocks", "{n} / slept on the rocks"]


@pytest.mark.parametrize("form", AUTHORED)
def test_a_headers_author_or_speaker_owns_the_line(lex, form):
    assert "sleep" in actual_kinds(lex, form.format(n="Ana"), OBSERVER)
    for other in ("Tom", "Kwabena"):
        assert "sleep" not in actual_kinds(lex, form.format(n=other), OBSERVER)


@pytest.mark.parametrize("text", ["From today: slept 8 hours a night",
                                  "Entry by the fire: slept on the rocks",
                                  "Day 3. Lunch: ate porridge"])
def test_a_header_with_no_author_is_the_writers(lex, text):
    assert actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("header", ["[Circus, 21:00]", "[21:00]", "(21:00)", "[Ferry]"])
@pytest.mark.parametrize("group, act, kind", [("The clowns", "eat hot dogs backstage", "eat"),
                                              ("The deckhands", "drink tea on the stern", "drink"),
                                              ("The roadies", "nap in the van", "sleep")])
def test_a_group_opening_the_line_after_a_bracketed_header_is_someone(lex, header, group, act,
                                                                       kind):
    assert kind not in actual_kinds(lex, f"{header} {group} {act}. Ana rests.", OBSERVER)
    assert kind in kinds(lex, f"{header} {group} {act}. Ana rests.")


@pytest.mark.parametrize("who", ["Tom", "Kwabena"])
def test_a_speaker_at_a_clock_time(lex, who):
    assert "sleep" not in actual_kinds(lex, f"{who} at 04:10: slept on the rocks", OBSERVER)
    assert "sleep" in actual_kinds(lex, "Ana at 04:10: slept on the rocks", OBSERVER)
    assert "eat" in actual_kinds(lex, "Lunch at 12:30: ate porridge", OBSERVER)


@pytest.mark.parametrize("fields", ["— galley — 04:10", ", 2nd mate, 04:10", "— night watch —"])
def test_a_known_name_opening_a_headers_fields(lex, fields):
    assert "sleep" in actual_kinds(lex, f"Ana {fields}: slept on the rocks", OBSERVER)
    for other in ("Tom", "Kwabena"):
        assert "sleep" not in actual_kinds(lex, f"{other} {fields}: slept on the rocks", OBSERVER)


def test_a_name_that_is_a_word_opening_a_headers_fields_is_no_speaker(lex):
    assert "sleep" in actual_kinds(lex, "Dawn — galley — 04:10: slept on the rocks", OBSERVER)


@pytest.mark.parametrize("topic, kind", [("Training", "exercise"), ("Sleep", "sleep"),
                                         ("Food", "eat"), ("Gym", "exercise")])
@pytest.mark.parametrize("form", ["{t} log — Tom — read a book", "{t} log 06:00: read a book",
                                  "[{t} log] Tom read a book", "{t} diary, day 3: read a book"])
def test_a_records_topic_is_no_act(lex, topic, kind, form):
    assert kind not in actual_kinds(lex, form.format(t=topic), OBSERVER)


@pytest.mark.parametrize("text, kind", [
    ("SHIFT LOG | MINER: ANA | LEVEL 4 WEST | TASK: BOLTING ROOF MESH", "work"),
    ("Sleep tracker (Ana): fell asleep 01:40", "sleep"),
    ("Training log: ran 5k", "exercise"),
    ("Ana ate porridge before her training. Log: slept", "sleep"),
])
def test_a_records_lines_still_tell_what_was_done(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)
