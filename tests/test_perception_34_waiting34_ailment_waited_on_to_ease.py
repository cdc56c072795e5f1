"""An ailment waited on to ease is had now (session 34, round waiting34).

"Dmitri sits on his cabin bed with an untouched tray of crackers, waiting for the nausea to
pass" had the nausea waiting, like an order not yet come; one waits for an ailment to pass,
ease, subside or go down only while one has it (``perception._waited_to_ease``: the ailment,
"to" and a verb of ending), so the wait holds it no longer, and "subside" after it is no
recovery. A limb or a joint throbbing is a hurt now ("sits in the clinic waiting room with
his ankle throbbing", "my knee's throbbing where I went over on the pier"; injury terms); a
throbbing head stays a headache, feet throbbing after a shift stay none. Controls: what is
waited for that is no ailment, an ailment waited on to come back, someone else's."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_an_ailment_waited_on_to_ease_is_had_now(lex) -> None:
    def one_case(text, observer, kind):
        assert actual_kinds(lex, text, observer) == {kind}, text

    assert failing_cases(one_case, [
        ("Zofia lies on the bunk, waiting for the seasickness to pass.", "Zofia", "illness"),
        ("Kwame waits in the lay-by for the dizziness to subside.", "Kwame", "illness"),
        ("You sit very still and wait for the cramps to ease.", None, "illness"),
        ("Zofia keeps her foot up, waiting for the swelling to go down.", "Zofia", "injury"),
        ("Kwame presses the gauze down and waits for the bleeding to stop.", "Kwame", "injury"),
        ("Zofia is waiting for the migraine to lift before she drives.", "Zofia", "illness"),
    ]) == []


def test_a_limb_throbbing_is_a_hurt(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"injury"}, text

    assert failing_cases(one_case, [
        ("Zofia sits in the A&E waiting room with her wrist throbbing.", "Zofia"),
        ("Still in the queue for chips and my knee's throbbing from the fall.", None),
        ("Kwame's thumb is throbbing where the hammer caught it.", "Kwame"),
        ("Zofia sits by the fire with a throbbing ankle.", "Zofia"),
    ]) == []


def test_an_awaited_thing_or_a_return_stays_no_ailment_now(lex) -> None:
    def one_case(text, observer):
        assert not {"illness", "injury"} & actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Zofia waits for the flu jab at the pharmacy.", "Zofia"),
        ("Zofia waits for the painkillers to kick in.", "Zofia"),
        ("The nausea passed an hour ago, and Zofia eats toast.", "Zofia"),
        ("Zofia's feet are throbbing after the long shift.", "Zofia"),
        ("Zofia waits for the storm to pass.", "Zofia"),
    ]) == []


def test_someone_elses_ailment_waited_on_is_theirs(lex) -> None:
    def one_case(text, observer):
        assert not {"illness", "injury"} & actual_kinds(lex, text, observer) \
            and {"illness", "injury"} & other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Zofia waits for Tom's fever to break.", "Zofia"),
        ("Tom lies on the bunk, waiting for the nausea to pass, and Zofia reads.", "Zofia"),
        ("Tom's ankle is throbbing, so Zofia fetches the ice.", "Zofia"),
    ]) == []
