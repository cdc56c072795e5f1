"""A dangerous beast's word before a dish names its meat, no beast near.

Session 34, round fresh164 (a sled-dog race): "Ren leaves the moose burger on his plate
uneaten and spends the banquet talking with sponsors at his table" was a near miss with a
moose. A beast word right before a dish or a food word of danger's ``harmless`` list (burger,
stew, steak, jerky, sausage, chili, soup ...) names a game dish. A live beast a few feet from
someone stays a near miss.
"""

from helpers import actual_kinds, failing_cases


def test_a_beast_named_dish_is_no_threat(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana leaves the moose burger on her plate and chats with the sponsors at her table.",
        "Ana pushes the bear stew aside, a spoon from her elbow.",
        "Ana leaves the moose stew untouched at the table beside Tom.",
        "Ana slides the shark steak across to her brother at the table.",
        "Ana packs a bag of moose jerky in her sled, beside her boots.",
        "Ana hands the boar sausages to the man next to her at the counter.",
    ]) == []


def test_a_live_beast_near_someone_stays_a_threat(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "A moose is standing in the trail ten feet from Ana.",
        "A moose steps out of the trees right in front of Ana's sled.",
        "A bear stands at the edge of the camp, a few metres from Ana's tent.",
    ]) == []
