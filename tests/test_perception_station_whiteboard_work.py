"""A post's or a classroom's whiteboard written on, updated or drawn on is the job's notice or
lesson; a menu read on one, or a note on the fridge whiteboard, is not."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

WHO = [("Marta", "Marta", "s"), ("You", "Marta", ""), ("I", "Marta", "")]
WORK = ["{s} draw{v} the water cycle on the whiteboard for Year 7",
        "{s} update{v} the fuel log on the whiteboard @ power house",
        "{s} write{v} the duty rota on the whiteboard",
        "{s} draw{v} the workflow on the flip chart"]
NOT_WORK = ["{s} read{v} today's menu on the whiteboard in the lunch queue",
            "{s} write{v} 'back in the pool next week!' on the fridge whiteboard"]


def test_a_whiteboard_written_on_at_a_post_is_work(lex) -> None:
    def one_case(who, template):
        subject, observer, s = who
        text = template.format(s=subject, v=s) + "."
        assert "work" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(WHO, WORK))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who,template", list(itertools.product(WHO, NOT_WORK)))
def test_a_menu_read_or_a_fridge_note_is_no_work(lex, who, template):
    subject, observer, s = who
    text = template.format(s=subject, v=s) + "."
    assert "work" not in actual_kinds(lex, text, observer), text


BACK_TO_WORK = ["{s} turn{v} down the cake and go{es} back to the budget spreadsheet",
                "{s} get{v} back to the emails after lunch",
                "{s} head{v} back to the stock count"]
BACK_HOME = ["{s} go{es} back to the hotel after dinner", "{s} go{es} back to the book",
             "{s} head{v} back to the car park"]


@pytest.mark.parametrize("who,template", list(itertools.product(WHO, BACK_TO_WORK)))
def test_a_task_returned_to_is_work(lex, who, template):
    subject, observer, s = who
    text = template.format(s=subject, v=s, es="es" if s else "") + "."
    assert "work" in actual_kinds(lex, text, observer), text


@pytest.mark.parametrize("who,template", list(itertools.product(WHO, BACK_HOME)))
def test_a_place_or_a_book_returned_to_is_no_work(lex, who, template):
    subject, observer, s = who
    text = template.format(s=subject, v=s, es="es" if s else "") + "."
    assert "work" not in actual_kinds(lex, text, observer), text


def test_back_at_her_desk_stays_work(lex):
    text = "Marta swam, showered, and was back at her desk by nine."
    assert "work" in actual_kinds(lex, text, "Marta"), text
