"""Two scope ends.

A denial ends at "and", "so", "but" or "yet" + a new subject (a person named, or a subject
pronoun): "It's not even noon and Ana is already eating lunch", "Tom doesn't want dessert and
Ana eats his slice". Controls: the denial still reaches its own verb and one coordinated with
it ("Ana doesn't eat or drink"), and a second denial after "and she" negates on its own.

A wish in a participle phrase opening the sentence ("Wanting to stay warm, ...", "Not wanting
to wake the baby, ...", "Hoping for a quiet night, ...") is why the main clause is done, not a
plan over it; so is a report or an order in such a phrase ("After hearing the news,
Ana eats her lunch"). Controls: a plan's own auxiliary in the main clause keeps it ahead, and
a fronted time ahead ("Tomorrow, Ana will eat with Tom") is unchanged."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = [("Ana", "she"), ("Tom", "he"), ("Kofi", "he")]
DENIED = ["It's not even noon", "The bus hasn't come", "Nobody else is hungry",
          "Leo doesn't want dessert", "The kettle isn't working"]
DONE = [("is already eating lunch", "eat"), ("eats a sandwich at the stop", "eat"),
        ("drinks a glass of water", "drink"), ("goes for a run", "exercise"),
        ("chats with Leo", "socialize")]
WISHES = ["Wanting to stay warm", "Not wanting to wake the baby", "Hoping for a quiet night",
          "Wanting to look his best", "Not wanting to be late"]


def test_a_denial_ends_at_and_plus_a_named_subject(lex):
    cases = [(f"{d} and {n} {a}.", n, k) for d, (n, _), (a, k)
             in itertools.product(DENIED, PEOPLE, DONE)]
    assert len(cases) == 75
    assert [t for t, n, k in cases if k not in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who,pron", PEOPLE)
def test_controls_a_denial_still_reaches_its_own_verbs(lex, who, pron):
    assert actual_kinds(lex, f"{who} doesn't eat or drink all day.",
                        who) & {"eat", "drink"} == set()
    assert "drink" not in actual_kinds(lex, f"{who} doesn't eat and {pron} doesn't drink.", who)
    assert "eat" not in actual_kinds(lex, f"{who} didn't eat and is starving.", who)


def test_a_fronted_wish_leaves_the_main_clause_done(lex):
    cases = [(f"{w}, {n} {a}.", n, k) for w, (n, _), (a, k)
             in itertools.product(WISHES, PEOPLE, DONE[1:])]
    assert [t for t, n, k in cases if k not in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who,pron", PEOPLE)
def test_controls_a_plan_of_the_main_clause_stays_ahead(lex, who, pron):
    assert "eat" not in actual_kinds(lex, f"Wanting to stay warm, {who} will eat soup later.", who)
    assert "eat" not in actual_kinds(lex, f"Tomorrow, {who} will eat with Leo.", who)


REPORTS = ["After hearing the news", "On reading the letter", "Having read the report",
           "After ordering a coffee", "Reading the paper"]


def test_a_fronted_report_or_order_leaves_the_main_clause_done(lex):
    cases = [(f"{r}, {n} {a}.", n, k) for r, (n, _), (a, k)
             in itertools.product(REPORTS, PEOPLE, DONE[1:4])]
    assert [t for t, n, k in cases if k not in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who", ["Ana", "Tom", "Kofi"])
def test_control_what_the_fronted_report_names_stays_reported(lex, who):
    assert "danger" not in actual_kinds(lex, f"After reading about the flood, {who} calls Leo.",
                                        who)


@pytest.mark.parametrize("link", ["so", "but", "yet"])
def test_a_denial_ends_at_so_but_or_yet_plus_a_subject(lex, link):
    cases = [(f"{d} {link} {n} {a}.", n, k) for d, (n, _), (a, k)
             in itertools.product(DENIED, PEOPLE, DONE[1:])]
    cases += [(f"{n} isn't skiing today - the pass is shut - {link} {p} {a}.", n, k)
              for (n, p), (a, k) in itertools.product(PEOPLE, DONE[1:])]
    assert [t for t, n, k in cases if k not in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who", ["Ana", "Tom", "Kofi"])
def test_control_so_before_an_adverb_leaves_the_denial(lex, who):
    assert "eat" not in actual_kinds(lex, f"{who} doesn't eat so much as a crumb all day.", who)


@pytest.mark.parametrize("who", ["Ana", "Tom", "Kofi"])
def test_control_a_fronted_childhood_is_a_time_frame_not_a_participle(lex, who):
    assert "eat" not in actual_kinds(lex, f"Growing up, {who} ate mangoes every summer.", who)


@pytest.mark.parametrize("label", ["Breaking news", "Developing story"])
def test_control_a_label_closed_by_a_colon_still_reports_its_sentence(lex, label):
    text = f"{label}: a gas explosion has flattened a street in the city centre."
    assert "danger" not in actual_kinds(lex, text, "Ann")


@pytest.mark.parametrize("who", ["Liesl", "Ana", "Tom"])
def test_control_a_seeing_in_the_main_clause_still_sees_someone_else(lex, who):
    text = (f"Passing the alley behind the café, {who} sees one of the waiters sitting on an "
            "upturned crate, resting his feet in the sun.")
    assert "rest" not in actual_kinds(lex, text, who)
