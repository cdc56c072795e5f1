"""A diary's or a log's subjectless line is the writer's after someone else's sentence too
(session 32, round diary).

* A text that opens as a diary or a log ("Diary: ...", "Journal, 3 May. ...", "Mina's diary:
  ...", a bracketed stamp "[21:00] ...") drops its writer's "I"; a line opened by a past verb
  with no subject of its own went on the person the sentence before named ("Diary: The kids
  were loud. Napped anyway." was the kids' nap). In that register it is the writer's.
* Controls: the same lines in third-person narration stay the person's ("The old man sat
  down. Ate slowly."); a pronoun's sentence before carries its thread on ("Journal: Tom came
  round. He was tired. Left early."); a chat line's sender after the stamp is the writer, not
  the observer ("[21:00] <Tom> ...", "[WhatsApp] Tom: ..."); a hurt or an illness goes on the
  one whose state was told ("Diary: Tom was drunk. Fell down the stairs.").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Mina"
OPENERS = ["Diary: ", "Journal, 3 May. ", "Mina's diary: ", "[21:00] ", "Logbook: "]
PEOPLE = ["The kids were loud.", "Tom was late again.", "The old man sat down.",
          "Grandad came round at six."]
LINES = [("Ate lunch alone.", "eat"), ("Napped anyway.", "sleep"), ("Worked till nine.", "work"),
         ("Drank two coffees.", "drink"), ("Went for a run.", "exercise"),
         ("Rested on the sofa all afternoon.", "rest")]


def test_a_diarys_subjectless_line_is_the_writers_after_someone_elses_sentence(lex) -> None:
    def one_case(opener, person, line):
        assert line[1] in actual_kinds(lex, f"{opener}{person} {line[0]}", OBSERVER)

    cases = list(itertools.product(OPENERS, PEOPLE, LINES))
    assert failing_cases(one_case, cases) == []


def test_controls_narration_a_pronouns_thread_and_a_chat_sender_keep_the_line(lex) -> None:
    def one_case(opener, person, line):
        assert line[1] not in actual_kinds(lex, f"{opener}{person} {line[0]}", OBSERVER)

    cases = list(itertools.product(
        ["", "[21:00] <Tom> ", "[WhatsApp] Tom: ", "Journal: Tom came round. "],
        ["He was tired.", "The old man sat down.", "Grandad came round at six."], LINES))
    cases = [case for case in cases if not (case[0].startswith("Journal")
                                            and not case[1].startswith("He"))]
    assert failing_cases(one_case, cases) == []


def test_controls_a_hurt_or_illness_goes_on_the_one_whose_state_was_told(lex) -> None:
    def one_case(opener, text, kind):
        assert kind not in actual_kinds(lex, f"{opener}{text}", OBSERVER)

    cases = list(itertools.product(
        ["Diary: ", "Journal, 3 May. ", "[21:00] "],
        ["Tom was drunk. Fell down the stairs.", "Tom was ill. Vomited all night.",
         "Grandad was dizzy. Fainted in the hall.", "The kids were wild. Fell off the swing."],
        ["injury", "illness"]))
    cases = [case for case in cases
             if (case[2] == "illness") == ("ill" in case[1] or "dizzy" in case[1])]
    assert failing_cases(one_case, cases) == []
