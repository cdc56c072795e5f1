"""A talk word with a manner adverb before its "to" is aimed as "talks to" is (session 35, round
fresh178): "trims the toenails of a nervous alpaca, talking softly to it the whole time" is no
company; ``engine.perception._talk_aim`` finds the "to" past one or two adverbs (a word in -ly
or ``cues.vocabulary.talk_manner``) and ``_addressed_to_nobody`` judges who follows. Controls: a
person talked to softly, a talk with no one named after it.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_beast_or_it_talked_to_past_an_adverb_is_no_company(lex) -> None:
    def one_case(text, name):
        assert "socialize" not in actual_kinds(lex, text, name), text

    cases = [("Lucía skillfully trims the overgrown toenails of a nervous alpaca, talking softly"
              " to it the whole time.", "Lucía"),
             ("Lucía brushes the horse, talking softly to it.", "Lucía"),
             ("Lucía brushes the horse, chatting away to it.", "Lucía"),
             ("Lucía murmurs gently to the calf.", "Lucía"),
             ("You groom the mare, talking quietly to her horse.", None),
             ("Lucía talks softly to it.", "Lucía")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_person_talked_to_softly_stays_company(lex) -> None:
    def one_case(text, name):
        assert "socialize" in actual_kinds(lex, text, name), text

    cases = [("Lucía sits with her grandmother, talking softly to her the whole time.", "Lucía"),
             ("Lucía talks quietly to her brother about the debts.", "Lucía"),
             ("Lucía chats happily with Tom at the bar.", "Lucía"),
             ("You talk softly to the nurse about your mother.", None)]
    assert failing_cases(one_case, cases) == []
