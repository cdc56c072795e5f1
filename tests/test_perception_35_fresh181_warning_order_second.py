"""A shouted alarm whose order comes after its threat is still a warning, no quarrel.

Session 35, round fresh181 (a Saharan desert camp): "'SANDSTORM COMING, EVERYONE INTO THE TENTS
NOW!!' Hassan yells at Jakob" was a quarrel with a reported storm: a quoted warning had to open
with its order. An order opening any part of the quotation (after a comma, a "!" or a dash), or
a verbless "everyone into ..." / "everybody out", now makes the shout a warning
(`perception._quoted_order`): the threat is the warned observer's, now, and the yell no
conflict. A shout with no threat in it stays a quarrel; someone else warned keeps it news.
"""

from helpers import actual_kinds, failing_cases


def test_an_order_after_the_threat_warns_the_observer(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Jakob") == {"danger"}, text

    assert failing_cases(one_case, [
        "'SANDSTORM COMING, EVERYONE INTO THE TENTS NOW!!' Hassan yells at Jakob as the western"
        " sky turns brown.",
        "'Sandstorm coming, everyone into the tents now!' Hassan yells at Jakob.",
        "\"Rockfall! Get down!\" Hassan yells at Jakob.",
        "\"Fire! Everybody out!\" the cook screams at Jakob.",
    ]) == []


def test_a_shout_with_no_threat_or_at_someone_else_is_unchanged(lex) -> None:
    assert actual_kinds(lex, "\"You idiot, you lost the keys!\" Hassan yells at Jakob.",
                        "Jakob") == {"conflict"}
    assert actual_kinds(lex, "\"You idiot, get out of my kitchen!\" Hassan yells at Jakob.",
                        "Jakob") == {"conflict"}
    assert actual_kinds(lex, "\"The storm wrecked my tent, everyone is useless!\" Hassan yells"
                        " at Jakob.", "Jakob") == {"conflict"}
    assert actual_kinds(lex, "\"Sandstorm coming, everyone into the tents!\" Hassan yells at"
                        " Tom.", "Jakob") == set()
