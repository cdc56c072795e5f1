"""A claim about one's own body told as a pretext is an excuse given, no company (session 34,
round reported34): the told claim may open with an owner's word as well as a subject pronoun
("I told the mate my back was bad so I could dodge the net mending"), and the socialize
kind's ``told_excuses`` gain the listener's favour as the purpose ("so she'd give the run to
somebody else", "so he may", "so she might"), a day off as the aim ("to get the day off") and
a claim taken back with "though" ("though she is well", "though he feels fine"). "so she'd"
is written unsplit, as the tokenizer reads it (the old "so i 'd" never matched). A story or
news about one's body told with no pretext, or followed by a real chat, keeps its company."""

from helpers import actual_kinds, failing_cases


def test_a_pretext_told_is_no_company(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Marek tells the foreman his knee is swollen so he could skip the night shift, but "
         "it's fine.", "Marek"),
        ("I told my coach my ankle was sore so I'd miss the early session; it isn't.", None),
        ("Esi tells the supervisor she has a migraine so she may leave early, though she "
         "feels fine.", "Esi"),
        ("Paolo told the landlady his back was bad so she'd carry the boxes herself.",
         "Paolo"),
        ("I told the office I had a fever to get the day off, but I was fine.", None),
        ("Hana texts her boss that she is sick to get the afternoon off, though she is fine.",
         "Hana"),
        ("I told Ruthie I was ill so I'd miss the meeting.", None),
    ]) == []


def test_a_story_about_ones_body_keeps_its_company(lex) -> None:
    def one_case(text, observer):
        assert "socialize" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Marek tells his mates his wrist is broken.", "Marek"),
        ("Esi tells her sister her back is sore, and they chat for an hour.", "Esi"),
        ("Paolo tells the children a story so they'd fall asleep.", "Paolo"),
        ("Hana tells her friend about her trip to Lisbon.", "Hana"),
        ("I told my brother my knee hurt, and he laughed.", None),
        ("Paolo chats with his aunt, though she is tired.", "Paolo"),
    ]) == []
