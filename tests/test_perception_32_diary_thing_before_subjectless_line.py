"""A subjectless line after a thing's sentence is the writer's (session 32, round diary).

* Diaries, logs and chat drop the subject ("Ate lunch at my desk.", "Slept well."); the engine
  gives such a line to the sentence before's subject, and a thing that cannot act there
  (core.yaml ``cues.vocabulary.inert_subjects``: "the bus", "the storm", "the meeting") took it
  ("The bus was late. Ate lunch at my desk." was someone else's meal). An elided subject goes
  on only a subject that can do the verb: a line opened by its term or a past verb after such
  a thing is the writer's.
* A person's topic before the thing's sentence keeps it, in a text that names no one as the
  observer ("Tom got home at ten. The bus was late. Ate cold pasta." is Tom's); a text that
  names the observer ("my", "I", their name) gives it to the writer.
* Controls: a person's or an animal's sentence before the line keeps it ("The old man sat
  down. Ate slowly."), so does a thing's noun that modifies a person ("The bus driver was
  late."), and a thing's own later predicate stays the thing's ("The bus broke down and sat
  there for an hour").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

THINGS = ["The bus was late.", "The storm passed.", "The meeting ran long.",
          "The train was cancelled.", "The rain stopped.", "The old kettle broke.",
          "The ferry was delayed again.", "The wind dropped.", "The alarm went off at six.",
          "The shift dragged.", "The fog lifted.", "The phone died.", "The flight was delayed.",
          "The wifi was down.", "The 8:15 bus was late.", "The team meeting finally ended.",
          "The last trains were cancelled."]
LINES = [("Ate lunch at my desk.", "eat"), ("Slept well.", "sleep"), ("Worked till nine.", "work"),
         ("Drank two coffees.", "drink"), ("Rested on the sofa all afternoon.", "rest"),
         ("Went for a run.", "exercise"), ("Had dinner with Sam.", "socialize"),
         ("Napped for an hour.", "sleep"), ("Swam twenty lengths.", "exercise"),
         ("Chatted with the neighbours.", "socialize")]


def test_a_subjectless_line_after_a_things_sentence_is_the_writers(lex) -> None:
    def one_case(thing, line, observer):
        text, kind = f"{thing} {line[0]}", line[1]
        if observer is not None:
            text = f"{observer}'s diary: {text}"
        assert kind in actual_kinds(lex, text, observer)

    cases = list(itertools.product(THINGS, LINES, [None, "Mina"]))
    assert failing_cases(one_case, cases) == []


def test_a_person_topic_before_the_things_sentence_keeps_the_line(lex) -> None:
    def one_case(person, line):
        text, kind = f"{person} got home at ten. The bus was late. {line[0]}", line[1]
        assert kind not in actual_kinds(lex, text, "Mina")
        assert kind in actual_kinds(lex, text.replace(person, "Mina", 1), "Mina")

    cases = list(itertools.product(["Tom", "The old man", "She"], LINES[1:7]))
    assert failing_cases(one_case, cases) == []


def test_controls_a_person_or_animal_sentence_keeps_the_line(lex) -> None:
    def one_case(subject, line):
        text = f"{subject} sat down by the fire. {line[0]}"
        assert line[1] not in actual_kinds(lex, text)

    cases = list(itertools.product(["The old man", "Tom", "The dog", "The horse",
                                    "The bus driver", "The train guard"],
                                   [("Ate slowly.", "eat"), ("Slept till noon.", "sleep"),
                                    ("Drank the water.", "drink")]))
    assert failing_cases(one_case, cases) == []


def test_controls_a_things_own_later_predicate_stays_the_things(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text) == set()

    cases = ["The bus broke down and sat there for an hour.",
             "The train stopped and sat at the platform for an hour.",
             "The ferry docked and sat in the harbour all night.",
             "The old kettle broke and sat on the shelf for a week.",
             "The meeting ran long and worked through lunch.",
             "The bus was late and sat in traffic for an hour."]
    assert failing_cases(one_case, cases) == []
