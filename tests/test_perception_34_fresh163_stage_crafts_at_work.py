"""A theatre's crafts at their own shops and a stage light aimed are work (session 34, round
fresh163; core.yaml work ``verb_alone_at``: paint frame, paint shop, scene shop, wardrobe
department, costume workshop; ``trade``: spotlight; ``handling_verbs``: focus): "paints the
last of the forest flats @ paint frame", "focuses a spotlight from the ladder". A meal or a
chat at such a place, and focusing on one's breathing, stay what they were."""

from helpers import actual_kinds, failing_cases


def test_a_stage_craft_at_its_shop_or_a_light_aimed_is_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Lucia"), text

    assert failing_cases(one_case, [
        "Lucia paints the last of the forest flats @ paint frame",
        "Lucia is painting the castle backdrop @ scene shop",
        "Lucia paints the new cloud cloth @ paint shop",
        "Lucia focuses a spotlight from the ladder.",
        "Lucia focused the spotlights for the second act before lunch.",
    ]) == []


def test_a_meal_or_a_chat_there_and_a_focus_of_mind_are_no_work(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Lucia") == kinds, text

    assert failing_cases(one_case, [
        ("Lucia eats a sandwich @ paint shop", {"eat"}),
        ("Lucia chats with Tom @ scene shop", {"socialize"}),
        ("Lucia focuses on her breathing.", set()),
        ("Lucia stands in the spotlight and bows.", set()),
        ("Tom focuses a spotlight while Lucia eats.", {"eat"}),
    ]) == []
